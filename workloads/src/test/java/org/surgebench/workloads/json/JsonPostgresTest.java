package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/** Swingbench's JSON benchmark on the local PostgreSQL server: jsonb, its name index, every transaction, verify. */
class JsonPostgresTest {
    private static final String FLIGHTS = "jsonb_array_length(passenger_info->'FlightHistory')";
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_json");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesSearchesByTheNameIndexRunsEveryTransactionAndVerifies() throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        JsonRunChecks.generate(db, FLIGHTS);
        assertThat(JsonRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM information_schema.columns WHERE table_name = "
                                + "'passengercollection' AND column_name = 'passenger_info' AND data_type = 'jsonb'"))
                .isEqualTo(1);
        String byName = PassengerSql.of("postgresql")
                .byName()
                .replaceFirst("\\?", "'mary'")
                .replaceFirst("\\?", "'smith'");
        assertThat(JsonRunChecks.plan(db, "SET enable_seqscan = off", "EXPLAIN " + byName))
                .contains("passenger_name_idx");
        JsonRunChecks.runEveryTransaction(db, FLIGHTS);
    }
}
