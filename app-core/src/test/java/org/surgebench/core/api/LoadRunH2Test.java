package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/** The engine end to end on embedded H2: generate, run in its variants, results, verify, drop. */
class LoadRunH2Test {
    static final String URL = TestDatabases.h2Memory("loadrun");
    static final ConnectionSpec DB = new ConnectionSpec(URL, "sa", "");

    @BeforeAll
    static void generate() {
        GenerateReport r = Surgebench.generate(
                new GenerateSpec("counter").connection(DB).scale(0.2).threads(2), null);
        assertThat(r.rows()).isEqualTo(200);
        assertThat(r.phases()).extracting(GenerateReport.PhaseTiming::phase).contains("create", "load", "index");
    }

    private static RunSpec spec() {
        return new RunSpec("counter").connection(DB).users(4).runTime(Duration.ofSeconds(2));
    }

    @Test
    void aTimedRunMeasuresTransactionsAndStatementsAndWritesResults(@TempDir Path dir) throws Exception {
        List<IntervalSnapshot> seen = new CopyOnWriteArrayList<>();
        RunResult r = Surgebench.run(spec().resultsDir(dir).listener(new RunListener() {
            @Override
            public void onInterval(IntervalSnapshot s) {
                seen.add(s);
            }
        }));
        assertThat(r.summary().stopReason()).isEqualTo("completed");
        assertThat(r.summary().measuredSeconds()).isBetween(1.9, 2.6);
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.summary().tps()).isPositive();
        assertThat(r.summary().errors()).isZero();
        assertThat(seen).hasSizeGreaterThanOrEqualTo(2);
        var inc = r.transaction("INC");
        var read = r.transaction("READ");
        // One update and one commit per increment, one select and one commit per read (in-flight ones at the
        // window's edges may add a statement or two).
        assertThat(inc.statements().update()).isCloseTo(inc.count(), org.assertj.core.data.Offset.offset(8L));
        assertThat(read.statements().select()).isCloseTo(read.count(), org.assertj.core.data.Offset.offset(8L));
        assertThat(read.rows()).isCloseTo(read.count(), org.assertj.core.data.Offset.offset(8L));
        assertThat(inc.service().p95Ms()).isGreaterThanOrEqualTo(inc.service().p50Ms());
        assertThat(r.summary().qps()).isGreaterThan(r.summary().tps());
        // Results: JSON that reads back, CSV with a row per interval; never the password.
        Path json = Path.of(r.files().get("json"));
        Path csv = Path.of(r.files().get("csv"));
        assertThat(json).exists();
        RunResult back = ResultWriter.read(json);
        assertThat(back.summary().transactions()).isEqualTo(r.summary().transactions());
        assertThat(back.environment().database()).startsWith("H2");
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).startsWith("elapsed_s,measured,users,tps,qps");
        assertThat(lines).hasSize(r.timeSeries().size() + 1);
    }

    @Test
    void thinkingInsideATransactionIsNotTakenForAStall() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        // One user: two users updating the same row would wait for each other's lock for the think time, and that
        // wait is a real wait for the database, which the watchdog rightly takes for a stall.
        RunResult r = Surgebench.run(spec().users(1)
                .intraThinkTime(Duration.ofMillis(300), Duration.ofMillis(300))
                .timingsIncludeThink(true)
                .stallTimeout(Duration.ofMillis(100))
                .listener(new RunListener() {
                    @Override
                    public void onEvent(String message) {
                        events.add(message);
                    }
                }));
        // INC thinks 300 ms between its update and its commit, three times the stall timeout: the watchdog's
        // clock stops while the user thinks, so no connection is dropped.
        assertThat(r.transaction("INC").count()).isPositive();
        assertThat(r.transaction("INC").service().avgMs()).isGreaterThanOrEqualTo(300);
        assertThat(r.summary().errors()).isZero();
        assertThat(events).noneMatch(e -> e.contains("--stall-timeout"));
    }

    @Test
    void responseTimesLeaveTheThinkTimeInsideTransactionsOutUnlessAskedFor() throws Exception {
        // INC sleeps 50 ms inside (between its update and its commit); READ does not think.
        RunSpec thinking = spec().users(2).mix("default").intraThinkTime(Duration.ofMillis(50), Duration.ofMillis(50));
        RunResult excluded = Surgebench.run(thinking);
        RunResult included = Surgebench.run(spec().users(2)
                .mix("default")
                .intraThinkTime(Duration.ofMillis(50), Duration.ofMillis(50))
                .timingsIncludeThink(true));
        var without = excluded.transaction("INC").service();
        var with = included.transaction("INC").service();
        assertThat(excluded.config().settings().think().includeInTimings()).isFalse();
        assertThat(included.config().settings().think().includeInTimings()).isTrue();
        // Every INC slept at least 50 ms: with the think time in, none is faster; without it, the typical one is
        // an in-memory update and a commit, far below the sleep.
        assertThat(with.minMs()).isGreaterThanOrEqualTo(50);
        assertThat(without.p50Ms()).isLessThan(50);
        assertThat(without.count()).isPositive();
        // The throughput is the same either way: only the reporting differs.
        assertThat(excluded.summary().errors()).isZero();
        assertThat(included.summary().errors()).isZero();
    }

    @Test
    void aCountBoundRunStopsAtMaxTransactions() throws Exception {
        RunResult r = Surgebench.run(spec().runTime(null).maxTransactions(300));
        assertThat(r.summary().stopReason()).isEqualTo("max-transactions");
        assertThat(r.summary().transactions()).isEqualTo(300L);
    }

    @Test
    void withRandomDrawsTheSameSeedGivesEveryUserTheSameSequence() throws Exception {
        assertSameSeedSameSequence(3, MixDraw.RANDOM);
    }

    /** From a deck, the same seed deals the same sequence: one user sees all of it, in order. */
    @Test
    void fromTheDeckTheSameSeedDealsTheSameSequence() throws Exception {
        assertSameSeedSameSequence(1, MixDraw.DECK);
    }

    /** The trace of user 2 (or the only user): the same for seed 7 twice, another for seed 8. */
    private static void assertSameSeedSameSequence(int users, MixDraw draw) throws Exception {
        int user = Math.min(users, 2);
        List<List<String>> runs = new ArrayList<>();
        for (long seed : new long[] {7, 7, 8}) {
            CounterWorkload.TRACE.clear();
            CounterWorkload.tracing = true;
            Surgebench.run(spec().users(users)
                    .seed(seed)
                    .mixDraw(draw)
                    .runTime(Duration.ofSeconds(1))
                    .thinkTime(Duration.ofMillis(2), Duration.ofMillis(4)));
            CounterWorkload.tracing = false;
            runs.add(new ArrayList<>(CounterWorkload.TRACE.get(user)));
        }
        int n = Math.min(runs.get(0).size(), runs.get(1).size());
        assertThat(n).isGreaterThan(20);
        assertThat(runs.get(1).subList(0, n)).isEqualTo(runs.get(0).subList(0, n));
        int m = Math.min(n, runs.get(2).size());
        assertThat(runs.get(2).subList(0, m)).isNotEqualTo(runs.get(0).subList(0, m));
    }

    /** The deck deals the weights exactly over whole rounds: a count-bound run of 8 rounds has the exact mix (one user, so
     * no card is drawn by a user that then finds the count full). */
    @Test
    void aCountBoundRunFromTheDeckHasExactlyTheWeights() throws Exception {
        RunResult r = Surgebench.run(spec().users(1)
                .runTime(null)
                .maxTransactions(8 * 4)
                .weight("INC", 3)
                .weight("READ", 1));
        assertThat(r.config().settings().mix().draw().label()).isEqualTo("deck");
        assertThat(r.transaction("INC").count()).isEqualTo(24);
        assertThat(r.transaction("READ").count()).isEqualTo(8);
    }

    @Test
    void usersCanBeChangedWhileTheRunIsLive() throws Exception {
        List<Integer> users = new CopyOnWriteArrayList<>();
        RunSession s = Surgebench.start(spec().users(2)
                .runTime(Duration.ofSeconds(30))
                .thinkTime(Duration.ofMillis(5), Duration.ofMillis(10))
                .listener(new RunListener() {
                    @Override
                    public void onInterval(IntervalSnapshot snap) {
                        users.add(snap.users());
                    }
                }));
        awaitUsers(users, 2);
        s.setUsers(6);
        assertThat(s.users()).isEqualTo(6);
        awaitUsers(users, 6);
        s.setUsers(1);
        awaitUsers(users, 1);
        s.stop();
        RunResult r = s.await();
        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.summary().maxUsers()).isEqualTo(6);
        assertThat(r.summary().measuredSeconds()).isLessThan(25);
    }

    /** Waits (up to 15 s) until an interval reports this many users logged on. */
    private static void awaitUsers(List<Integer> seen, int n) throws InterruptedException {
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (!seen.isEmpty() && seen.get(seen.size() - 1) == n) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("never saw " + n + " users logged on: " + seen);
    }

    @Test
    void warmUpIsRunButNotMeasured() throws Exception {
        RunResult r = Surgebench.run(spec().warmUp(Duration.ofSeconds(1)).runTime(Duration.ofSeconds(1)));
        assertThat(r.timeSeries()).anyMatch(s -> !s.measured()).anyMatch(IntervalSnapshot::measured);
        long measuredTx = r.timeSeries().stream()
                .filter(IntervalSnapshot::measured)
                .mapToLong(IntervalSnapshot::transactions)
                .sum();
        assertThat(r.summary().transactions()).isEqualTo(measuredTx);
        assertThat(r.summary().measuredSeconds()).isBetween(0.9, 1.6);
    }

    @Test
    void theOpenModelKeepsTheRateAndMeasuresFromTheIntendedStart() throws Exception {
        RunResult r = Surgebench.run(spec().rate(100).runTime(Duration.ofSeconds(2)));
        // 100/s for ~2 s; generous bounds: this checks pacing, not the machine's speed.
        assertThat(r.summary().transactions()).isBetween(120L, 260L);
        assertThat(r.summary().response().avgMs())
                .isGreaterThanOrEqualTo(r.summary().service().avgMs() * 0.99);
    }

    @Test
    void errorsAreCountedBySqlStateAndTheRunGoesOn() throws Exception {
        RunResult r = Surgebench.run(spec().enable("FAIL").runTime(Duration.ofSeconds(1)));
        assertThat(r.transaction("FAIL").errors()).isPositive();
        assertThat(r.transaction("INC").count()).isPositive();
        assertThat(r.errors()).anySatisfy(e -> {
            assertThat(e.sqlState()).isEqualTo("23505");
            assertThat(e.firstTransaction()).isEqualTo("FAIL");
        });
    }

    @Test
    void maxErrorsEndsTheRun() throws Exception {
        RunResult r = Surgebench.run(
                spec().mix("read-only").enable("FAIL").maxErrors(5).runTime(Duration.ofSeconds(30)));
        assertThat(r.summary().stopReason()).isEqualTo("max-errors");
        assertThat(r.summary().measuredSeconds()).isLessThan(5);
    }

    @Test
    void aSharedPoolServesMoreUsersThanConnections() throws Exception {
        RunResult r = Surgebench.run(spec().users(12).sharedPool(3).runTime(Duration.ofSeconds(1)));
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.summary().errors()).isZero();
        assertThat(r.config().settings().execution().sharedPool()).isTrue();
    }

    @Test
    void liveFiguresArePublishedAsMicrometerGauges() throws Exception {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        Surgebench.run(spec().meterRegistry(registry).runTime(Duration.ofSeconds(1)));
        assertThat(registry.get("surgebench.tps").gauge().value()).isPositive();
        assertThat(registry.get("surgebench.users").gauge().value()).isEqualTo(4.0);
    }

    @Test
    void verifyAndDropWork() {
        VerifyReport v = Surgebench.verify(DB, "counter", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
        assertThat(v.checks())
                .extracting(VerifyReport.Check::name)
                .contains("rows in counter_item", "values are not negative");
    }

    @Test
    void aMissingOrIncompleteSchemaIsRefusedWithOneSentence() throws Exception {
        String url = TestDatabases.h2Memory("empty");
        ConnectionSpec empty = new ConnectionSpec(url, "sa", "");
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter").connection(empty)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("No counter schema found")
                .hasMessageContaining("surge generate counter");
        Surgebench.generate(new GenerateSpec("counter").connection(empty).scale(0.01), null);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("UPDATE surge_schema SET status = 'loading'");
        }
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter").connection(empty)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("incomplete")
                .hasMessageContaining("--resume");
        assertThatThrownBy(() -> Surgebench.verify(empty, "counter", Map.of()))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("incomplete");
        assertThatThrownBy(() -> Surgebench.generate(
                        new GenerateSpec("counter").connection(empty).scale(0.01), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("--force");
    }

    @Test
    void badSpecsAreRefusedBeforeAnythingStarts(@TempDir Path dir) {
        assertThatThrownBy(() -> Surgebench.start(spec().users(0))).hasMessageStartingWith("users must be at least 1");
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("nope").connection(DB)))
                .hasMessageContaining("Unknown workload 'nope'");
        assertThatThrownBy(() -> Surgebench.start(spec().thinkTime(Duration.ofMillis(10), Duration.ofMillis(5))))
                .hasMessageContaining("think");
    }
}
