package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

/** The io workload on H2: the tables generate builds, what the knobs do, and what drop removes. */
class IoH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "io";
    }

    /** Scale 1 with a size in rows (as the tests below): the size option stands for the scale. */
    @Override
    protected double contractScale() {
        return 1;
    }

    /** Small schemas with a scan table, so that SCAN has one to read. */
    @Override
    protected Map<String, String> contractOptions() {
        return Map.of("size", "100", "scan-table-size", "20");
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "mysql", "oracle");
    }

    @Test
    void generatesSchemasAndAScanTableRunsTheKnobsAndDropsAll() throws Exception {
        String url = TestDatabases.h2Memory("io");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("io")
                        .connection(db)
                        .scale(1)
                        .option("size", "200")
                        .option("schemas", "2")
                        .option("scan-table-size", "50"),
                null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(200L, 200L, 50L, 50L, 1L);
        assertTwoDataTablesAndTheirMeta(url);
        assertReadsAndUpdatesDoWhatTheKnobsSay(db);
        assertEachUserScansItsOwnSchemasTable(url, db);
        assertTheHotSpotIsAllThatChanges(url, db);
        assertRefusedSettings(db);
        assertThat(Surgebench.drop(db, "io", Map.of()).dropped()).hasSize(5);
    }

    /** Two data tables of 200 rows with 128-character columns, and the meta table that describes them. */
    private static void assertTwoDataTablesAndTheirMeta(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            for (String t : new String[] {"io_data_1", "io_data_2"}) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id), MIN(id), MAX(id), "
                        + "MIN(LENGTH(c9)), MAX(LENGTH(c2)) FROM " + t)) {
                    rs.next();
                    assertThat(new long[] {
                                rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getLong(5), rs.getLong(6)
                            })
                            .containsExactly(200, 200, 1, 200, 128, 128);
                }
            }
            try (ResultSet rs =
                    s.executeQuery("SELECT schemas, rows_per_schema, scan_rows, block_bytes FROM io_meta")) {
                rs.next();
                assertThat(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)})
                        .containsExactly(2, 200, 50, 8192);
            }
        }
    }

    private static void assertReadsAndUpdatesDoWhatTheKnobsSay(ConnectionSpec db) throws Exception {
        // update-pct 0: reads only, each a work unit of rows; work-loop: exactly users x loops iterations.
        RunResult reads = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "0")
                .option("work-unit", "16")
                .option("work-loop", "25")
                .runTime(Duration.ofSeconds(30)));
        assertThat(reads.summary().errors()).isZero();
        assertThat(reads.transaction("READ").count()).isEqualTo(50);
        assertThat(reads.transaction("READ").rows()).isEqualTo(50 * 16);
        assertThat(reads.summary().statements().writes()).isZero();

        // update-pct 100, heavy redo: every iteration updates exactly a work unit.
        RunResult updates = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "100")
                .option("work-unit", "8")
                .option("redo-stress", "heavy")
                .option("work-loop", "10"));
        assertThat(updates.summary().errors()).isZero();
        assertThat(updates.transaction("UPDATE").count()).isEqualTo(20);
        assertThat(updates.transaction("UPDATE").rows()).isEqualTo(20 * 8);
    }

    private static void assertEachUserScansItsOwnSchemasTable(String url, ConnectionSpec db) throws Exception {
        // scan-pct 100: the user's schema's scan table read in full each time; user 2 scans schema 2's table,
        // which has one row fewer here, so the rows tell whose table each user scanned.
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("DELETE FROM io_scan_2 WHERE id = 1");
        }
        // Both users scan for 2 s (a work-loop's shared count could all go to one of them).
        RunResult scans = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "0")
                .option("scan-pct", "100")
                .runTime(Duration.ofSeconds(2)));
        long n = scans.transaction("SCAN").count();
        assertThat(scans.summary().errors()).isZero();
        // Each scan counted 50 rows (schema 1's table) or 49 (schema 2's): 50 n - rows scans were of schema 2's,
        // and both users scanned their own.
        assertThat(50 * n - scans.transaction("SCAN").rows()).isBetween(1L, n - 1);
    }

    private static void assertTheHotSpotIsAllThatChanges(String url, ConnectionSpec db) throws Exception {
        // Hot spot every iteration: only keys inside the hot range (blocks 100..109, keys 101..110) change.
        Map<Long, String> before = c2ByKey(url);
        RunResult hot = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(1)
                .option("update-pct", "100")
                .option("work-unit", "4")
                .option("hotspot-size", "10")
                .option("hotspot-offset", "100")
                .option("hotspot-frequency", "1")
                .option("work-loop", "20"));
        assertThat(hot.transaction("UPDATE").rows()).isEqualTo(80);
        Map<Long, String> after = c2ByKey(url);
        java.util.Set<Long> changed = new java.util.TreeSet<>();
        after.forEach((k, v) -> {
            if (!v.equals(before.get(k))) {
                changed.add(k);
            }
        });
        assertThat(changed).isNotEmpty().allMatch(k -> k >= 101 && k <= 110);
    }

    /** Settings that contradict the schema, each other or the database are refused before the run. */
    private static void assertRefusedSettings(ConnectionSpec db) {
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("io")
                        .connection(db)
                        .users(1)
                        .option("schemas", "3")
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("more schemas than the io schema has (2)");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("io")
                        .connection(db)
                        .users(1)
                        .mix("read-only")
                        .option("update-pct", "5")
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("give one of them");
        // H2 has no multiblock read setting: refused before the run, not run without it.
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("io")
                        .connection(db)
                        .users(1)
                        .option("multiblock", "8")
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--option multiblock needs a database with a multiblock read setting (Oracle, "
                        + "PostgreSQL); h2 has none.");
    }

    private static Map<Long, String> c2ByKey(String url) throws Exception {
        Map<Long, String> out = new java.util.HashMap<>();
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT id, c2 FROM io_data_1")) {
            while (rs.next()) {
                out.put(rs.getLong(1), rs.getString(2));
            }
        }
        return out;
    }
}
