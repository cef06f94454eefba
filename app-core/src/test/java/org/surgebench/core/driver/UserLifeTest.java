package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.surgebench.core.driver.UserLifeWorld.MS;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.Retries;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.SqlErrorKind;

/**
 * The rules of a user's life ({@link UserLife}) as both executors live them, a {@link VirtualUser} on the test's
 * thread and a {@link LoopUser} on an event loop, against a stub server and a stub clock ({@link UserLifeWorld}):
 * log-on backoff and giving up, reconnecting after a lost connection, every kind of error, retries, pacing to a rate, think
 * times and stopping. Each test runs on both executors and expects the same trace, waits and counts of both.
 */
// A guard against a user that never logs off, not a speed claim (the clock is a stub): the first test in a JVM also
// loads Vert.x, Netty and the dialects, which alone took over 20 s on a busy 2-core host (load 30).
@Timeout(90)
class UserLifeTest {

    /** The two ways of living a user's life. */
    enum Executor {
        BLOCKING,
        EVENT_LOOP
    }

    /** Runs the world's one user on {@code executor} until it logs off; returns it. */
    private static RunUser live(Executor executor, UserLifeWorld w, UnaryOperator<RunSpec> settings, Pacer pacer) {
        RunPlan plan = w.plan(settings);
        UserServices services = w.services(plan, pacer);
        UserContext ctx = new UserContext(1, plan, null, "postgresql", w.control);
        if (executor == Executor.BLOCKING) {
            RunUser user = new VirtualUser(1, plan, services, ctx, 0, w.clock);
            w.user = user;
            user.run();
            return user;
        }
        try (EventLoops loops = new EventLoops(1, w.loopClient(), new EventLoopTransaction[] {w.loopTransaction()})) {
            RunUser user = new LoopUser(1, plan, services, loops, ctx, 0, w.clock);
            w.user = user;
            user.run();
            return user;
        }
    }

    static RunUser live(Executor executor, UserLifeWorld w, UnaryOperator<RunSpec> settings) {
        return live(executor, w, settings, null);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void logOnBacksOffDoublingUntilTheServerTakesIt(Executor executor) {
        UserLifeWorld w = new UserLifeWorld().last(0);
        w.refusals = 3;

        RunUser user = live(executor, w, s -> s);

        assertThat(w.waits).containsExactly(100 * MS, 200 * MS, 400 * MS);
        assertThat(w.trace).containsExactly("refused", "refused", "refused", "connect#1", "tx ok", "close#1");
        assertThat(user.refusals()).isEqualTo(3);
        assertThat(user.refusal().getSQLState()).isEqualTo("53300");
        assertThat(user.everLoggedOn()).isTrue();
        assertThat(user.firstLogonNanos()).isEqualTo(700 * MS);
        assertThat(w.control.logonFailures).hasSize(3);
        assertThat(w.control.logons).containsExactly(true, false);
        assertThat(user.loggedOn()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void logOnGivesUpAfterTheReconnectTimeout(Executor executor) {
        UserLifeWorld w = new UserLifeWorld();
        w.refusals = -1;

        RunUser user = live(executor, w, s -> s.reconnectTimeout(Duration.ofSeconds(1)));

        // Failed at 0, 0.1, 0.3, 0.7 s (each wait twice the last) and at 1.5 s, past the timeout: no more waits.
        assertThat(w.waits).containsExactly(100 * MS, 200 * MS, 400 * MS, 800 * MS);
        assertThat(w.trace).containsOnly("refused").hasSize(5);
        assertThat(user.refusals()).isEqualTo(5);
        assertThat(user.everLoggedOn()).isFalse();
        assertThat(w.control.logons).isEmpty();
        assertThat(w.control.events).containsExactly("User 1 gave up: cannot connect (53300: too many clients).");
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void backoffStopsGrowingAtFiveSeconds(Executor executor) {
        UserLifeWorld w = new UserLifeWorld().last(0);
        w.refusals = 8;

        live(executor, w, s -> s.reconnectTimeout(Duration.ofMinutes(1)));

        assertThat(w.waits)
                .containsExactly(100 * MS, 200 * MS, 400 * MS, 800 * MS, 1600 * MS, 3200 * MS, 5000 * MS, 5000 * MS);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void aLostConnectionIsCountedThenReplaced(Executor executor) {
        SQLException cut = new SQLException("An I/O error occurred", "08006");
        UserLifeWorld w = new UserLifeWorld().then(5 * MS, cut).last(0);
        w.refusals = 0;

        RunUser user = live(executor, w, s -> s);

        assertThat(w.trace).containsExactly("connect#1", "tx 08006", "close#1", "connect#2", "tx ok", "close#2");
        assertThat(w.control.events)
                .containsExactly("User 1 lost its connection (08006); reconnecting.", "User 1 reconnected.");
        assertThat(w.control.errors).hasSize(1);
        assertThat(w.errorLog.count("08006", ErrorSummary.ERROR)).isEqualTo(1);
        // A reconnect is not a log-on: the user logged on once, and its refusals are none.
        assertThat(w.control.logons).containsExactly(true, false);
        assertThat(user.refusals()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void everyErrorKindIsCountedAndOnlyALostConnectionReconnects(Executor executor) {
        // A PostgreSQL SQLState of each kind, as the dialect classifies them.
        Map<SqlErrorKind, String> states = new LinkedHashMap<>();
        states.put(SqlErrorKind.TIMEOUT, "57014");
        states.put(SqlErrorKind.PERMISSION, "42501");
        states.put(SqlErrorKind.READ_ONLY, "25006");
        states.put(SqlErrorKind.ALREADY_EXISTS, "42P07");
        states.put(SqlErrorKind.MISSING_TABLE, "42P01");
        states.put(SqlErrorKind.DEADLOCK, "40P01");
        states.put(SqlErrorKind.CONSTRAINT, "23505");
        states.put(SqlErrorKind.OTHER, "22012");
        states.put(SqlErrorKind.CONNECTION_LOST, "57P01");
        assertThat(states.keySet()).containsExactlyInAnyOrder(SqlErrorKind.values());
        UserLifeWorld w = new UserLifeWorld();
        List<String> expected = new ArrayList<>(List.of("connect#1"));
        states.forEach((kind, state) -> {
            SQLException e = new SQLException(kind + " from the server", state);
            assertThat(w.dialect.classify(e)).isEqualTo(kind);
            w.then(MS, e);
            expected.add("tx " + state);
            expected.addAll(
                    kind == SqlErrorKind.CONNECTION_LOST ? List.of("close#1", "connect#2") : List.of("rollback#1"));
        });
        // A fault of the transaction's own code: counted, rolled back, and the user goes on.
        w.then(MS, new IllegalStateException("a bug in the transaction"));
        w.last(0);

        live(executor, w, s -> s);

        expected.addAll(List.of("tx IllegalStateException", "rollback#2", "tx ok", "close#2"));
        assertThat(w.trace).containsExactlyElementsOf(expected);
        assertThat(w.control.errors).hasSize(states.size() + 1);
        states.forEach((kind, state) -> assertThat(w.errorLog.count(
                        state, kind == SqlErrorKind.TIMEOUT ? ErrorSummary.TIMEOUT : ErrorSummary.ERROR))
                .as(kind.name())
                .isEqualTo(1));
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void pacedTransactionsStartOnScheduleAndMeasureFromIt(Executor executor) {
        // 10 tx/s: intended starts at 0, 100, 200 and 300 ms. The second takes 150 ms, so the third starts late
        // (at 250 ms) and its response time counts from 200 ms. Think times are the pace's: none on top.
        UserLifeWorld w = new UserLifeWorld()
                .then(30 * MS, null)
                .then(150 * MS, null)
                .then(30 * MS, null)
                .last(30 * MS);
        Timer responses = Timer.builder("response").register(new SimpleMeterRegistry());
        w.metrics.observe(responses);

        live(executor, w, s -> s.thinkTime(Duration.ofSeconds(1), Duration.ofSeconds(2)), new Pacer(0, 10));

        assertThat(w.waits).containsExactly(70 * MS, 20 * MS);
        assertThat(responses.count()).isEqualTo(4);
        assertThat(responses.max(TimeUnit.MILLISECONDS)).isEqualTo(150);
        assertThat(responses.totalTime(TimeUnit.MILLISECONDS)).isEqualTo(30 + 150 + 80 + 30);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void thinkTimesFallBetweenTheBoundsAfterEachTransaction(Executor executor) {
        UserLifeWorld w =
                new UserLifeWorld().then(MS, null).then(MS, null).then(MS, null).last(MS);
        Timer responses = Timer.builder("response").register(new SimpleMeterRegistry());
        w.metrics.observe(responses);

        live(executor, w, s -> s.thinkTime(Duration.ofSeconds(1), Duration.ofSeconds(2)));

        // After each transaction but the last, which stopped the run: a stop ends the think time unwaited.
        assertThat(w.waits).hasSize(3).allSatisfy(t -> assertThat(t).isBetween(1000 * MS, 2000 * MS));
        assertThat(w.waits).doesNotHaveDuplicates();
        // Think time is the user's own: not in the response times.
        assertThat(responses.totalTime(TimeUnit.MILLISECONDS)).isEqualTo(4);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void aUserToldToStopLogsOffAfterItsTransaction(Executor executor) {
        UserLifeWorld w = new UserLifeWorld();
        w.then(MS, null).last(MS, () -> w.user.requestStop());

        RunUser user = live(executor, w, s -> s);

        assertThat(w.trace).containsExactly("connect#1", "tx ok", "tx ok", "close#1");
        assertThat(w.control.stopping).isFalse();
        assertThat(user.loggedOn()).isFalse();
        assertThat(w.control.logons).containsExactly(true, false);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void aTransactionRolledBackForASerializationFailureOrADeadlockIsTriedAgainUpToMaxTries(Executor executor) {
        SQLException serialization = new SQLException("could not serialize access", "40001");
        SQLException deadlock = new SQLException("deadlock detected", "40P01");
        // The first transaction commits on its third try; the second is rolled back on all three (out of tries);
        // an error of another kind is never tried again.
        UserLifeWorld w = new UserLifeWorld()
                .then(10 * MS, serialization)
                .then(20 * MS, deadlock)
                .then(30 * MS, null)
                .then(MS, serialization)
                .then(MS, serialization)
                .then(MS, deadlock)
                .then(MS, new SQLException("division by zero", "22012"))
                .last(5 * MS);
        Timer responses = Timer.builder("response").register(new SimpleMeterRegistry());
        w.metrics.observe(responses);

        live(executor, w, s -> s.maxTries(3));

        assertThat(w.trace)
                .containsExactly(
                        "connect#1",
                        "tx 40001",
                        "rollback#1",
                        "tx 40P01",
                        "rollback#1",
                        "tx ok",
                        "tx 40001",
                        "rollback#1",
                        "tx 40001",
                        "rollback#1",
                        "tx 40P01",
                        "rollback#1",
                        "tx 22012",
                        "rollback#1",
                        "tx ok",
                        "close#1");
        // Committed on a retry: 1; tries after the first: 2 + 2; rolled back on the last try: 1.
        assertThat(w.metrics.retries()).isEqualTo(new Retries(1, 4, 1));
        // The retried transaction's time runs from its first try: 10 + 20 + 30 ms.
        assertThat(responses.count()).isEqualTo(2);
        assertThat(responses.max(TimeUnit.MILLISECONDS)).isEqualTo(60);
        assertThat(w.control.errors).hasSize(2);
        assertThat(w.errorLog.count("40P01", ErrorSummary.ERROR)).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Executor.class)
    void withoutMaxTriesNothingIsTriedAgain(Executor executor) {
        UserLifeWorld w = new UserLifeWorld()
                .then(MS, new SQLException("could not serialize access", "40001"))
                .last(0);

        live(executor, w, s -> s);

        assertThat(w.trace).containsExactly("connect#1", "tx 40001", "rollback#1", "tx ok", "close#1");
        assertThat(w.metrics.retries()).isEqualTo(new Retries(0, 0, 1));
        assertThat(w.control.errors).hasSize(1);
    }
}
