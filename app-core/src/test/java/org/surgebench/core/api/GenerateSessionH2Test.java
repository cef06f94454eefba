package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The session, not the spec, cancels a generation: what the database holds after a cancel is a schema marked
 * incomplete with the chunks loaded before it, which a resumed generation completes.
 */
class GenerateSessionH2Test {
    /** 150,000 rows: three chunks of 50,000 keys, loaded one after the other by one thread. */
    private static final double SCALE = 150;

    @Test
    void cancelStopsTheLoadAfterTheChunkInFlightAndLeavesTheSchemaIncomplete() throws Exception {
        String url = TestDatabases.h2Memory("gensession");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        GenerateSpec spec =
                new GenerateSpec("counter").connection(db).scale(SCALE).threads(1);
        CompletableFuture<GenerateSession> session = new CompletableFuture<>();
        GenerateListener cancelAfterFirstChunk = new GenerateListener() {
            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done > 0) {
                    session.join().cancel();
                }
            }
        };
        session.complete(Surgebench.startGenerate(spec, cancelAfterFirstChunk));

        Throwable end = catchThrowable(() -> session.join().await());

        assertThat(end).isInstanceOf(SurgeException.class).hasMessageContaining("Generation cancelled");
        assertThat(((SurgeException) end).exitCode()).isEqualTo(SurgeException.INTERRUPTED);
        assertThat(session.join().isFinished()).isTrue();
        assertThat(single(url, "SELECT COUNT(*) FROM counter_item"))
                .as("only the chunk in flight")
                .isEqualTo(50_000);
        assertThat(single(url, "SELECT COUNT(*) FROM surge_load_chunk WHERE workload = 'counter'"))
                .isEqualTo(1);
        assertThat(text(url, "SELECT status FROM surge_schema WHERE workload = 'counter'"))
                .isNotEqualTo("complete");

        GenerateReport resumed = Surgebench.startGenerate(
                        new GenerateSpec("counter")
                                .connection(db)
                                .scale(SCALE)
                                .threads(1)
                                .resume(true),
                        null)
                .await();
        assertThat(resumed.rowsResumed()).isEqualTo(50_000);
        assertThat(single(url, "SELECT COUNT(DISTINCT id) FROM counter_item")).isEqualTo(150_000);
        assertThat(Surgebench.verify(db, "counter", Map.of()).ok()).isTrue();
    }

    @Test
    void aMistakeInTheSpecIsThrownByStartBeforeAnythingIsWritten() throws Exception {
        String url = TestDatabases.h2Memory("gensessionbad");
        GenerateSpec spec = new GenerateSpec("counter")
                .connection(new ConnectionSpec(url, "sa", ""))
                .threads(0);

        Throwable refused = catchThrowable(() -> Surgebench.startGenerate(spec, null));

        assertThat(refused).isInstanceOf(SurgeException.class).hasMessageContaining("threads");
        assertThat(single(url, "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'SURGE_SCHEMA'"))
                .isZero();
    }

    @Test
    void anUncancelledSessionReturnsTheSameReportAsTheWaitingCall() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gensessionfull"), "sa", "");
        GenerateReport r = Surgebench.startGenerate(
                        new GenerateSpec("counter").connection(db).scale(0.5), null)
                .await();
        assertThat(r.rows()).isEqualTo(500);
        assertThat(Surgebench.verify(db, "counter", Map.of()).ok()).isTrue();
    }

    private static long single(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String text(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
