package org.surgebench.examples.files;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The ticketing workload file on the local MariaDB (performance_schema is off on a default server, so the rows
 * the tables hold are the server's count of the writes).
 */
class TicketingFileMariaDbTest extends TicketingFileContract {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_ticketing");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Override
    ConnectionSpec db() {
        return new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }
}
