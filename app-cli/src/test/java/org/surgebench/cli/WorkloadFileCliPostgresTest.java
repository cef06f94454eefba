package org.surgebench.cli;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.surgebench.testdata.LocalPostgres;

/**
 * Workload files through the CLI on the local PostgreSQL, whose driver prepares lazily: the check as a run
 * starts still makes the server parse each statement.
 */
class WorkloadFileCliPostgresTest extends WorkloadFileCliContract {
    private String url;

    @BeforeEach
    void create() {
        url = LocalPostgres.createDatabase("surge_files_cli");
    }

    @AfterEach
    void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Override
    String url() {
        return url;
    }

    @Override
    List<String> credentials() {
        return List.of("--user", LocalPostgres.USER);
    }
}
