package org.surgebench.core.api;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The layering of a front door (the CLI, the desktop app), written once: each one's {@code ArchitectureTest}
 * extends this and names its package (app-core's test jar carries it). A front door stays thin: it finds
 * workloads and databases through the engine (ServiceLoader behind {@code Workloads} and {@code Dialects}) and
 * never compiles against a workload, a dialect package or a driver, so neither a new workload nor a new
 * database touches it. And it uses the engine only through its API ({@link ApiBoundary}: the facade and the
 * types it takes and gives), with no exceptions, so the engine's insides can change without touching it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class FrontDoorArchitecture {

    /** The front door's root package, e.g. {@code org.surgebench.cli}. */
    protected abstract String frontDoorPackage();

    private JavaClasses imported;

    /** Imported once for the class (one test instance per class): an import per test method was most of the time. */
    private JavaClasses frontDoor() {
        if (imported == null) {
            imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages(frontDoorPackage());
        }
        return imported;
    }

    @Test
    public void neverImportsAWorkload() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.surgebench.workloads..")
                .because("workloads are found at run time through ServiceLoader")
                .check(frontDoor());
    }

    @Test
    public void neverImportsADialectOrADriver() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.surgebench.core.db.*..",
                        "org.h2..",
                        "org.postgresql..",
                        "oracle..",
                        "com.mysql..",
                        "org.mariadb..")
                .because("what differs between databases is the dialect's to answer")
                .check(frontDoor());
    }

    @Test
    public void usesTheEngineOnlyThroughItsApi() {
        noClasses()
                .should()
                .dependOnClassesThat(resideInAPackage("org.surgebench.core..")
                        .and(not(resideInAnyPackage(ApiBoundary.PACKAGES.toArray(String[]::new))))
                        .and(not(valueType())))
                .because("the engine's insides are not API: ask the facade (org.surgebench.core.api.Surgebench)")
                .check(frontDoor());
    }

    /**
     * One of {@link ApiBoundary#VALUE_TYPES} or a class nested in one, told by name: the engine's classes are not
     * resolved (archunit.properties), so ArchUnit knows their names but not which class encloses them.
     */
    private static DescribedPredicate<JavaClass> valueType() {
        return DescribedPredicate.describe(
                "belong to any of "
                        + ApiBoundary.VALUE_TYPES.stream().map(Class::getName).toList(),
                c -> ApiBoundary.VALUE_TYPES.stream()
                        .anyMatch(t ->
                                c.getName().equals(t.getName()) || c.getName().startsWith(t.getName() + "$")));
    }
}
