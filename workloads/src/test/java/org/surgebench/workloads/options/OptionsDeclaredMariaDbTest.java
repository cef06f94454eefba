package org.surgebench.workloads.options;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** MariaDB's options (how generate loads, the server's status of a run) are all declared. */
class OptionsDeclaredMariaDbTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("options20");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void everyOptionMariaDbReadsIsDeclared() throws Exception {
        DialectOptionsRead.assertAllDeclared(
                new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD),
                Map.of("load", "batch"),
                Map.of("dbstats", "true"));
    }
}
