package org.surgebench.cli;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.ApiBoundary;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.generate.Calibration;
import org.surgebench.core.host.DatabaseLocality;
import org.surgebench.core.report.CompareReport;
import org.surgebench.core.report.Comparison;
import org.surgebench.core.report.RunReport;
import org.surgebench.core.report.SweepReport;
import org.surgebench.core.swingbench.ClockTime;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.core.swingbench.SwingbenchConfigWriter;
import org.surgebench.core.swingbench.SwingbenchResults;
import org.surgebench.core.swingbench.SwingbenchRunSpec;
import org.surgebench.core.util.IoProblems;
import org.surgebench.core.util.Secrets;

/**
 * The front door stays thin: it finds workloads and databases through the engine (ServiceLoader behind
 * {@code Workloads} and {@code Dialects}) and never compiles against a workload, a dialect package or a driver,
 * so neither a new workload nor a new database touches it. And it uses the engine through its API
 * ({@link ApiBoundary}: the facade and the types it takes and gives), apart from the classes listed in
 * {@link #NOT_YET_BEHIND_THE_FACADE}: a list that only shrinks, so no new use of the engine's insides comes in.
 */
class ArchitectureTest {

    /**
     * Engine insides the CLI still uses directly, each waiting for a door on the facade: the snapshot option
     * and literal-SQL check by URL (Dialect), the generation projection (Calibration), the database host
     * option (DatabaseLocality), the report pages (report), Swingbench's files (swingbench), and the
     * messages' secret masking and IO wording (util).
     */
    static final List<Class<?>> NOT_YET_BEHIND_THE_FACADE = List.of(
            Dialect.class,
            Dialects.class,
            Calibration.class,
            DatabaseLocality.class,
            CompareReport.class,
            Comparison.class,
            RunReport.class,
            SweepReport.class,
            ClockTime.class,
            SwingbenchConfig.class,
            SwingbenchConfigWriter.class,
            SwingbenchResults.class,
            SwingbenchRunSpec.class,
            IoProblems.class,
            Secrets.class);

    private final JavaClasses frontDoor = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.surgebench.cli");

    @Test
    void neverImportsAWorkload() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.surgebench.workloads..")
                .because("workloads are found at run time through ServiceLoader")
                .check(frontDoor);
    }

    @Test
    void neverImportsADialectOrADriver() {
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
                .check(frontDoor);
    }

    @Test
    void usesTheEngineOnlyThroughItsApi() {
        List<Class<?>> allowed = new ArrayList<>(ApiBoundary.VALUE_TYPES);
        allowed.addAll(NOT_YET_BEHIND_THE_FACADE);
        noClasses()
                .should()
                .dependOnClassesThat(resideInAPackage("org.surgebench.core..")
                        .and(not(resideInAnyPackage(ApiBoundary.PACKAGES.toArray(String[]::new))))
                        .and(not(belongToAnyOf(allowed.toArray(Class<?>[]::new)))))
                .because("the engine's insides are not API: ask the facade (org.surgebench.core.api.Surgebench)")
                .check(frontDoor);
    }
}
