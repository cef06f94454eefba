package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.spi.EventLoopTransaction;

/**
 * Under {@code --pool} each event loop has its own pool: the pools' users run on every loop, not all on the first
 * (pools made in a row on one thread once all landed on loop 0, so pooled users had one core of the client).
 */
class LoopPoolPlacesTest {

    @Test
    void eachLoopHasAPoolOfItsOwn() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        assumeTrue(cores >= 2, "one event loop on a one-core machine");
        EventLoopClient none = new EventLoopClient() {
            @Override
            public Future<SqlConnection> connect(Vertx vertx) {
                return Future.failedFuture("not connected in this test");
            }

            @Override
            public void cancel(SqlConnection connection) {}
        };
        try (EventLoops loops = new EventLoops(1000, none, new EventLoopTransaction[0], 50)) {
            Set<Thread> threads = new HashSet<>();
            for (int user = 0; user < 1000; user++) {
                CompletableFuture<Thread> on = new CompletableFuture<>();
                loops.poolFor(user).context().runOnContext(v -> on.complete(Thread.currentThread()));
                threads.add(on.get(10, TimeUnit.SECONDS));
            }
            assertThat(threads).hasSize(Math.min(cores, 50));
        }
    }
}
