package org.surgebench.core.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.PostgresView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.snapshot.LoadProfile;
import org.surgebench.testdata.LocalPostgres;

/** PostgreSQL's statistics views read around real work on the local server give a non-empty load profile. */
class PgStatsProviderPostgresTest {
    static String url;

    @BeforeAll
    static void createDatabase() {
        url = LocalPostgres.createDatabase("surge_pgstats");
    }

    @AfterAll
    static void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    @SuppressWarnings("unchecked")
    void loadProfileOfWorkDoneBetweenBeginAndEnd() throws Exception {
        try (Connection admin = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Connection work = DriverManager.getConnection(url, LocalPostgres.USER, "")) {
            admin.setAutoCommit(false);
            try (Statement s = work.createStatement()) {
                s.execute("CREATE TABLE pgstats_probe (id int PRIMARY KEY, v int NOT NULL)");
            }
            PgStatsProvider p = new PgStatsProvider();
            // The warm-up's rehearsals read on the snapshot connection and leave nothing in what the window
            // reports (the three samples below stay the only ones counted).
            p.rehearse(admin);
            p.rehearse(admin);
            Connection gone = DriverManager.getConnection(url, LocalPostgres.USER, "");
            gone.close();
            assertThatThrownBy(() -> new PgStatsProvider().rehearse(gone)).isInstanceOf(SQLException.class);
            p.begin(admin);
            work.setAutoCommit(false);
            try (PreparedStatement ins = work.prepareStatement("INSERT INTO pgstats_probe VALUES (?, ?)");
                    PreparedStatement upd = work.prepareStatement("UPDATE pgstats_probe SET v = v + 1 WHERE id = ?");
                    PreparedStatement del = work.prepareStatement("DELETE FROM pgstats_probe WHERE id = ?");
                    PreparedStatement sel = work.prepareStatement("SELECT v FROM pgstats_probe WHERE id = ?")) {
                for (int round = 0; round < 3; round++) {
                    for (int i = 0; i < 300; i++) {
                        int id = round * 1000 + i;
                        ins.setInt(1, id);
                        ins.setInt(2, i);
                        ins.executeUpdate();
                        upd.setInt(1, id);
                        upd.executeUpdate();
                        sel.setInt(1, id);
                        try (ResultSet rs = sel.executeQuery()) {
                            rs.next();
                        }
                        if (i % 3 == 0) {
                            del.setInt(1, id);
                            del.executeUpdate();
                        }
                        work.commit();
                    }
                    p.sample(admin);
                    // Backends flush their statistics about once a second when idle.
                    Thread.sleep(1100);
                }
            }
            Map<String, Object> out = p.end(admin, Path.of("."));
            Map<String, Object> lp = (Map<String, Object>) out.get("loadProfile");
            assertThat(((Number) lp.get("commitsPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("transactionsPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("tuplesInsertedPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("tuplesUpdatedPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("tuplesDeletedPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("logicalReadsPerSec")).doubleValue()).isPositive();
            assertThat(((Number) lp.get("redoMBPerSec")).doubleValue()).isPositive();
            assertThat((double) lp.get("bufferHitRatioPct")).isBetween(0.0, 100.0);
            assertThat((long) lp.get("waitSamples")).isEqualTo(3);
            assertThat((List<Map<String, Object>>) lp.get("topTables"))
                    .extracting(m -> m.get("name"))
                    .contains("public.pgstats_probe");
            assertThat((List<Map<String, Object>>) lp.get("topIndexes"))
                    .extracting(m -> m.get("name"))
                    .contains("public.pgstats_probe_pkey");
            assertThat(out.get("serverVersionNum")).isInstanceOf(Integer.class);
            assertThat(String.valueOf(out.get("pgStatStatements"))).isNotBlank();
            Map<String, List<Double>> series = (Map<String, List<Double>>) out.get("series");
            assertThat(series.get("t")).isNotEmpty().hasSizeLessThanOrEqualTo(3);
            assertThat((Map<String, Double>) out.get("counterDeltas"))
                    .containsKeys("db.xact_commit", "wal.wal_bytes", "bgwriter.buffers_clean");
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void runsOnPostgresCarryTheProfileUnlessTurnedOff(@TempDir Path dir) throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("counter").connection(db).scale(1).threads(1), null);
        RunResult r = Surgebench.run(new RunSpec("counter")
                .connection(db)
                .users(2)
                .runTime(Duration.ofSeconds(3))
                .resultsDir(dir));
        Map<String, Object> pg = (Map<String, Object>) r.database().get(PgStatsProvider.NAME);
        assertThat(pg).as("database.postgresql in %s", r.database()).containsKeys("loadProfile", "series");
        Map<String, Object> lp = (Map<String, Object>) pg.get("loadProfile");
        assertThat(((Number) lp.get("transactionsPerSec")).doubleValue()).isPositive();
        assertThat((long) lp.get("waitSamples")).isPositive();
        // The view as stored in the results file reads back into its record with no field left over, and the
        // printer labels its key figures.
        RunResult stored = ResultWriter.read(Path.of(r.files().get("json")));
        PostgresView typed =
                (PostgresView) DatabaseView.ofStrictly(stored.database()).get(PostgresView.PROVIDER);
        assertThat(typed.loadProfile().transactionsPerSec()).isPositive();
        assertThat(typed.dbIoSource()).isNotBlank();
        assertThat(DatabaseViewPrinter.section(PostgresView.PROVIDER, typed).keyFigures())
                .extracting(ViewSection.Figure::label)
                .contains(
                        "DB read IO requests/s",
                        "DB write IO requests/s (cluster-wide)",
                        "DB read MB/s",
                        "buffer hit ratio",
                        "WAL MB/s (cluster-wide)",
                        "transactions/s");
        // The results file names every figure PostgreSQL gives, in the order its files always had: the average
        // read time too, null when reads were not timed (track_io_timing off, the server's default).
        Map<String, Object> file =
                Json.mapper().readValue(Path.of(r.files().get("json")).toFile(), Map.class);
        Map<String, Object> profile = (Map<String, Object>)
                ((Map<String, Object>) ((Map<String, Object>) file.get("database")).get(PgStatsProvider.NAME))
                        .get("loadProfile");
        List<String> layout = new ArrayList<>(PgLoadProfile.layout(LoadProfile.fromMap(lp)));
        layout.add("readLatencyHistogram");
        assertThat(profile.keySet()).containsExactlyElementsOf(layout);
        if (!trackIoTiming(url)) {
            assertThat(profile).containsEntry("avgReadMs", null);
        }
        assertThat(new PostgresDialect().snapshotProviders(db, Map.of("pgstats", "false")))
                .isEmpty();
        RunResult off = Surgebench.run(new RunSpec("counter")
                .connection(db)
                .users(1)
                .runTime(Duration.ofSeconds(1))
                .option("pgstats", "false"));
        assertThat(off.database()).isEmpty();
    }

    private static boolean trackIoTiming(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW track_io_timing")) {
            rs.next();
            return "on".equals(rs.getString(1));
        }
    }
}
