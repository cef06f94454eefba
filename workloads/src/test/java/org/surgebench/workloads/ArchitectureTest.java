package org.surgebench.workloads;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Workloads are written against the SPI only ({@code core.spi}, the shared basics in {@code core.common}, and
 * {@code core.snapshot} for a workload's own measures of a run):
 * what differs between databases they ask of {@code SqlDialect}, never of a driver or of the engine's insides,
 * so a new database needs no change here beyond its SQL resources.
 */
class ArchitectureTest {

    /** Imported once for the class: an import per test method was most of this test's time. */
    private static JavaClasses workloads;

    @BeforeAll
    static void importWorkloads() {
        workloads = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.surgebench.workloads");
    }

    @Test
    void workloadsUseOnlyTheSpi() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.surgebench.core.api..",
                        "org.surgebench.core.run..",
                        "org.surgebench.core.driver..",
                        "org.surgebench.core.generate..",
                        "org.surgebench.core.db..",
                        "org.surgebench.core.dbview..",
                        "org.surgebench.core.results..",
                        "org.surgebench.core.metrics..",
                        "org.surgebench.core.report..",
                        "org.surgebench.core.sweep..",
                        "org.surgebench.core.merge..",
                        "org.surgebench.core.swingbench..",
                        "org.surgebench.core.host..")
                .because("a workload is written against the SPI")
                .check(workloads);
    }

    @Test
    void workloadsKnowNoDriver() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.h2..",
                        "org.postgresql..",
                        "oracle..",
                        "com.mysql..",
                        "org.mariadb..",
                        "io.vertx.pgclient..",
                        "io.vertx.mysqlclient..")
                .because("what differs between databases is the dialect's to say (SqlDialect)")
                .check(workloads);
    }
}
