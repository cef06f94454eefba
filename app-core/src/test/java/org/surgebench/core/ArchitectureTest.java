package org.surgebench.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's floors, read top to bottom: a package may use the packages on its own floor's right-hand side
 * and below, never one above. The front door ({@code api}) is on top; the shared basics ({@code common}:
 * {@link org.surgebench.core.common.SurgeException} and the spec enums) at the bottom. Each database is a package
 * of its own under {@code db} ({@code db.h2}, {@code db.postgres}, {@code db.oracle}, ...), found through
 * {@link java.util.ServiceLoader}: nothing else names it, and only it names a JDBC driver's classes.
 */
class ArchitectureTest {

    private static final String CORE = "org.surgebench.core.";

    /** Top to bottom; the packages of one floor do not use each other unless listed on a lower floor. */
    private static final List<List<String>> FLOORS = List.of(
            List.of("api"),
            List.of("swingbench", "merge"),
            List.of("driver", "report"),
            List.of("run", "generate", "sweep", "db.*"),
            List.of("dbview", "figures"),
            List.of("results"),
            List.of("db"),
            List.of("metrics", "host"),
            List.of("spi"),
            List.of("snapshot"),
            List.of("settings"),
            List.of("common"));

    /** Packages of the drivers (JDBC, their pools, non-blocking clients) that only a dialect package may use. */
    private static final String[] DRIVERS = {
        "org.h2..",
        "org.postgresql..",
        "oracle..",
        "com.mysql..",
        "org.mariadb..",
        "io.vertx.pgclient..",
        "io.vertx.mysqlclient.."
    };

    private static JavaClasses engine;

    @BeforeAll
    static void importEngine() {
        engine = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.surgebench.core");
    }

    @Test
    void noPackageUsesOneAboveIt() {
        for (int floor = 1; floor < FLOORS.size(); floor++) {
            List<String> above = new ArrayList<>();
            for (int up = 0; up < floor; up++) {
                FLOORS.get(up).forEach(p -> above.add(pattern(p)));
            }
            for (String pkg : FLOORS.get(floor)) {
                noClasses()
                        .that()
                        .resideInAPackage(pattern(pkg))
                        .should()
                        .dependOnClassesThat()
                        .resideInAnyPackage(above.toArray(String[]::new))
                        .because("a package never uses one on a floor above it")
                        .check(engine);
            }
        }
    }

    @Test
    void packagesHaveNoCycles() {
        slices().matching("org.surgebench.core.(**)").should().beFreeOfCycles().check(engine);
    }

    @Test
    void onlyDialectPackagesKnowADriver() {
        noClasses()
                .that()
                .resideOutsideOfPackage("org.surgebench.core.db.*..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(DRIVERS)
                .because("a database's driver is known to its dialect package only")
                .check(engine);
    }

    @Test
    void nothingNamesADialectPackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("org.surgebench.core.db.*..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.surgebench.core.db.*..")
                .because("dialects are found through ServiceLoader, so a new database touches no generic class")
                .check(engine);
    }

    @Test
    void dialectPackagesDoNotUseEachOther() {
        slices().matching("org.surgebench.core.db.(*)..")
                .should()
                .notDependOnEachOther()
                .check(engine);
    }

    /** A floor's name as an ArchUnit package pattern: {@code db} is the package alone, others with subpackages. */
    private static String pattern(String pkg) {
        if (pkg.equals("db")) {
            return CORE + "db";
        }
        return CORE + pkg + "..";
    }
}
