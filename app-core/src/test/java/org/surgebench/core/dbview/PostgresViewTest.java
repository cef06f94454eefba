package org.surgebench.core.dbview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.postgres.PgCounters;
import org.surgebench.core.db.postgres.PgCounters.PgStatement;
import org.surgebench.core.db.postgres.PgLoadProfile;
import org.surgebench.core.db.postgres.WaitSamples;
import org.surgebench.core.results.Json;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * PostgreSQL's shape: the load profile as {@link PgLoadProfile} computes it from two readings, stored as the
 * provider stores it (JSON), read back into {@link PostgresView} with no field left over, and labelled by the
 * one printer. The run on the real server: {@code PgStatsProviderPostgresTest}.
 */
class PostgresViewTest {

    /** Two readings of a PostgreSQL 16 server 10 s apart: pg_stat_io counts the IO requests. */
    static Map<String, Object> storedView() throws Exception {
        Map<String, Double> a = new LinkedHashMap<>(Map.of(
                "db.xact_commit",
                1000.0,
                "db.blks_read",
                5000.0,
                "db.blks_hit",
                95000.0,
                "wal.wal_bytes",
                1e9,
                "io.reads",
                4000.0,
                "io.writes",
                100.0,
                "io.extends",
                0.0));
        Map<String, Double> b = new LinkedHashMap<>(Map.of(
                "db.xact_commit",
                13000.0,
                "db.blks_read",
                7000.0,
                "db.blks_hit",
                193000.0,
                "wal.wal_bytes",
                1e9 + 52428800,
                "io.reads",
                5500.0,
                "io.writes",
                600.0,
                "io.extends",
                100.0));
        Map<String, Map<String, Double>> tables =
                Map.of("public.orders", Map.of("heap_blks_read", 0.0, "heap_blks_hit", 0.0));
        Map<String, Map<String, Double>> tablesAfter =
                Map.of("public.orders", Map.of("heap_blks_read", 100.0, "heap_blks_hit", 900.0));
        Map<String, PgStatement> sql = Map.of("7", new PgStatement("7", "UPDATE orders SET x = $1", 0, 0, 0, 0, 0));
        Map<String, PgStatement> sqlAfter =
                Map.of("7", new PgStatement("7", "UPDATE orders SET x = $1", 500, 1000, 500, 20, 2000));
        WaitSamples waits = new WaitSamples();
        waits.add(
                1,
                List.of(
                        new String[] {"IO", "DataFileRead"},
                        new String[] {null, null},
                        new String[] {"IO", "DataFileRead"},
                        new String[] {"LWLock", "WALWrite"}));
        LoadProfile computed = PgLoadProfile.compute(
                new PgCounters(0, 8192, a, tables, Map.of(), sql),
                new PgCounters(10, 8192, b, tablesAfter, Map.of(), sqlAfter),
                waits);
        Map<String, Object> profile = computed.toMap(PgLoadProfile.layout(computed));
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("serverVersionNum", 160004);
        view.put("pgStatStatements", "installed");
        view.put("loadProfile", profile);
        view.put("series", Map.of("t", List.of(1.0)));
        view.put("waitSeries", waits.series());
        view.put("counterDeltas", Map.of("db.xact_commit", 12000.0));
        // As written to and read from the results JSON.
        return Json.mapper()
                .readValue(
                        Json.mapper().writeValueAsString(Map.of("postgresql", view)),
                        new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {});
    }

    @Test
    void theStoredProfileReadsBackIntoTheRecordWithNothingLeftOver() throws Exception {
        Map<String, DatabaseView> views = DatabaseView.ofStrictly(storedView());
        PostgresView pg = (PostgresView) views.get(PostgresView.PROVIDER);
        PostgresLoadProfile p = pg.loadProfile();
        assertThat(p.transactionsPerSec()).isEqualTo(1200.0);
        assertThat(p.physicalReadIoRequestsPerSec()).isEqualTo(150.0);
        assertThat(p.physicalWriteIoRequestsPerSec()).isEqualTo(60.0);
        assertThat(p.ioSource()).isEqualTo("pg_stat_io");
        assertThat(p.bufferHitRatioPct()).isEqualTo(98.0);
        assertThat(p.redoMBPerSec()).isEqualTo(5.0);
        assertThat(p.topWaitEvents())
                .extracting(WaitEvent::qualifiedName)
                .containsExactly("IO:DataFileRead", "CPU", "LWLock:WALWrite");
        assertThat(p.topSql())
                .singleElement()
                .satisfies(s -> assertThat(s.msPerCall()).isEqualTo(2.0));
        assertThat(p.topTables())
                .singleElement()
                .satisfies(t -> assertThat(t.blocksPerSec()).isEqualTo(100.0));
        assertThat(pg.dbIoRequestsPerSec()).isEqualTo(210.0);
        assertThat(pg.product()).isEqualTo("PostgreSQL 16.4");
    }

    @Test
    void thePrinterLabelsEveryFigureAndNamesTheIoSource() throws Exception {
        ViewSection s =
                DatabaseViewPrinter.sections(DatabaseView.of(storedView())).get(0);
        assertThat(s.title()).isEqualTo("PostgreSQL 16.4 statistics (pg_stat_*), per second over 10 s");
        Map<String, String> key = new LinkedHashMap<>();
        s.keyFigures().forEach(f -> key.put(f.label(), f.value()));
        // PostgreSQL 16's pg_stat_io and pg_stat_wal count the whole cluster: reads and writes alike (issue 45
        // item 5); pg_stat_database's figures (transactions, buffer hits) are this database's.
        assertThat(key)
                .containsExactly(
                        Map.entry("DB read IO requests/s (cluster-wide)", "150"),
                        Map.entry("DB write IO requests/s (cluster-wide)", "60.0"),
                        Map.entry("DB read MB/s (cluster-wide)", "1.17"),
                        Map.entry("DB write MB/s (cluster-wide)", "0.47"),
                        Map.entry("buffer hit ratio", "98.0 %"),
                        Map.entry("WAL MB/s (cluster-wide)", "5.00"),
                        Map.entry("transactions/s", "1,200"),
                        Map.entry("average active sessions", "4.00"),
                        Map.entry("logical reads/s (blocks)", "10,000"));
        assertThat(s.figures())
                .extracting(ViewSection.Figure::label)
                .allSatisfy(label -> assertThat(label).doesNotMatch(".*[a-z][A-Z].*"));
        ViewSection.Table waits = s.tables().get(0);
        assertThat(waits.title()).startsWith("Top wait events");
        assertThat(waits.rows().get(0)).containsExactly("IO:DataFileRead", "50.0", "2.00", "2");
        assertThat(s.tables())
                .extracting(ViewSection.Table::title)
                .contains("Top SQL by time (pg_stat_statements)", "Busiest tables (blocks/s)");
        assertThat(s.notes().get(0))
                .startsWith("DB IO requests: read, write and extend operations in pg_stat_io")
                .contains("not disk IOPS.", "pg_stat_io counts the whole cluster");
        assertThat(DatabaseView.withIo(DatabaseView.of(storedView())).dbIoSource())
                .isEqualTo("pg_stat_io; cluster-wide");
    }

    @Test
    void beforePostgres16TheNoteSaysTheRequestsAreBlocks() {
        Map<String, Object> lp = new LinkedHashMap<>(Map.of(
                "physicalReadIoRequestsPerSec", 10.0, "physicalWriteIoRequestsPerSec", 5.0, "elapsedSeconds", 60.0));
        ViewSection s = DatabaseViewPrinter.sections(
                        DatabaseView.of(Map.of("postgresql", Map.of("serverVersionNum", 150004, "loadProfile", lp))))
                .get(0);
        assertThat(s.title()).startsWith("PostgreSQL 15.4 statistics");
        assertThat(s.notes().get(0)).contains("blocks read into shared buffers by this database (pg_stat_database");
        assertThat(s.figures())
                .extracting(ViewSection.Figure::label)
                .containsExactly("DB read IO requests/s", "DB write IO requests/s (cluster-wide)");
    }

    @Test
    void aViewNotCollectedSaysWhy() {
        ViewSection s = DatabaseViewPrinter.sections(DatabaseView.of(
                        Map.of("postgresql", Map.of("error", "no end snapshot: the run lost the database"))))
                .get(0);
        assertThat(s.title()).isEqualTo("PostgreSQL statistics: not collected");
        assertThat(s.notes()).containsExactly("no end snapshot: the run lost the database");
        assertThat(s.figures()).isEmpty();
    }
}
