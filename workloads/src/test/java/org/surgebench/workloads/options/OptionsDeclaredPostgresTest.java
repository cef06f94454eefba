package org.surgebench.workloads.options;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/** PostgreSQL's options (session memory of the DDL sessions, pg_stat_* of a run) are all declared. */
class OptionsDeclaredPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("options20");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void everyOptionPostgresReadsIsDeclared() throws Exception {
        DialectOptionsRead.assertAllDeclared(
                new ConnectionSpec(url, LocalPostgres.USER, ""),
                Map.of("maintenance-work-mem", "64MB", "work-mem", "16MB"),
                Map.of("pgstats", "true"));
    }
}
