package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's JSON benchmark on the local MariaDB server: JSON, the name index, every transaction, verify. */
class JsonMariaDbTest {
    private static final String FLIGHTS = "JSON_LENGTH(passenger_info, '$.FlightHistory')";
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_json");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesSearchesByTheNameIndexRunsEveryTransactionAndVerifies() throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        JsonRunChecks.generate(db, FLIGHTS);
        // MariaDB's JSON is LONGTEXT checked by JSON_VALID: a document that is not JSON is refused.
        assertThat(JsonRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM information_schema.check_constraints "
                                + "WHERE table_name = 'passengercollection' AND check_clause LIKE '%json_valid%'"))
                .isEqualTo(1);
        String byName = PassengerSql.of("mariadb")
                .byName()
                .replaceFirst("\\?", "'mary'")
                .replaceFirst("\\?", "'smith'");
        assertThat(JsonRunChecks.plan(db, null, "EXPLAIN " + byName)).contains("passenger_name_idx");
        JsonRunChecks.runEveryTransaction(db, FLIGHTS);
    }
}
