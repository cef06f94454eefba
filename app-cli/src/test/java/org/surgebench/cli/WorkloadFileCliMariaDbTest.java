package org.surgebench.cli;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.surgebench.testdata.LocalMariaDb;

/** Workload files through the CLI on the local MariaDB. */
class WorkloadFileCliMariaDbTest extends WorkloadFileCliContract {
    private String url;

    @BeforeEach
    void create() {
        url = LocalMariaDb.createDatabase("maria_files_cli");
    }

    @AfterEach
    void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Override
    String url() {
        return url;
    }

    @Override
    List<String> credentials() {
        return List.of("--user", LocalMariaDb.USER);
    }

    @Override
    String password() {
        return LocalMariaDb.PASSWORD;
    }
}
