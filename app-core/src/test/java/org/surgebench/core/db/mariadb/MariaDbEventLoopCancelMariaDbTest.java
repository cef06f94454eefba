package org.surgebench.core.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlConnection;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.testdata.LocalMariaDb;

/**
 * A statement in flight on a MariaDB event-loop connection is stopped by the client's cancel (KILL QUERY on a
 * connection of its own): the server interrupts it, instead of letting it run to its end.
 */
class MariaDbEventLoopCancelMariaDbTest {
    private String url;
    private Vertx vertx;

    @AfterEach
    void close() throws Exception {
        if (vertx != null) {
            vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void cancelInterruptsTheStatementInFlight() throws Exception {
        url = LocalMariaDb.createDatabase("loopcancel");
        EventLoopClient client =
                Dialects.forUrl(url).eventLoopClient(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD));
        vertx = Vertx.vertx();
        SqlConnection c =
                client.connect(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        CompletableFuture<RowSet<Row>> sleep = c.query("SELECT SLEEP(60) AS slept")
                .execute()
                .toCompletionStage()
                .toCompletableFuture();
        awaitRunningOnTheServer("SELECT SLEEP(60)%");

        client.cancel(c);

        // SLEEP ends early when its query is killed: it returns 1, or the server reports the interruption.
        try {
            RowSet<Row> rows = sleep.get(50, TimeUnit.SECONDS);
            assertThat(rows.iterator().next().getInteger("slept")).isEqualTo(1);
        } catch (ExecutionException e) {
            assertThat(e.getCause()).hasMessageContaining("interrupted");
        }
        assertThat(runningOnTheServer("SELECT SLEEP(60)%")).isZero();
    }

    private void awaitRunningOnTheServer(String like) throws Exception {
        for (int i = 0; i < 200 && runningOnTheServer(like) == 0; i++) {
            Thread.sleep(50);
        }
        assertThat(runningOnTheServer(like))
                .as("the statement reached the server")
                .isEqualTo(1);
    }

    private int runningOnTheServer(String like) throws Exception {
        try (Connection admin = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                PreparedStatement s = admin.prepareStatement(
                        "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND ID <> CONNECTION_ID()")) {
            s.setString(1, like);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }
}
