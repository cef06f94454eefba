package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Many event-loop users logging on at once go through the gate a few at a time, every one in the end, each on its
 * own context, from two event loops at once (the log-ons of a 500-user run all start in the same instant).
 */
class LogonGateTest {
    private final Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(2));

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void usersConnectAFewAtATimeAndAllGetOn() throws Exception {
        int users = 60;
        int limit = 3;
        LogonGate gate = new LogonGate(limit);
        AtomicInteger connecting = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        List<CompletableFuture<Void>> on = new ArrayList<>();
        for (int i = 0; i < users; i++) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            long millis = 1 + i % 2;
            on.add(done);
            Context context = vertx.getOrCreateContext();
            context.runOnContext(v -> gate.enter(() -> context.runOnContext(w -> {
                most.accumulateAndGet(connecting.incrementAndGet(), Math::max);
                // A connect that takes a millisecond or two, as a server's session start.
                vertx.setTimer(millis, t -> {
                    connecting.decrementAndGet();
                    gate.leave();
                    done.complete(null);
                });
            })));
        }
        CompletableFuture.allOf(on.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        assertThat(on).allMatch(CompletableFuture::isDone);
        assertThat(most.get()).isEqualTo(limit);
        assertThat(gate.inFlight()).isZero();
    }
}
