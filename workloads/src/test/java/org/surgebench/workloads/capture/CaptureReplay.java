package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.workloads.file.TransactionSpec;
import org.surgebench.workloads.file.WorkloadFile;
import org.surgebench.workloads.file.WorkloadFileReader;

/**
 * Capture's acceptance, the same on every server: soe runs a few hundred transactions, capture turns what the server
 * counted into a workload file, the file runs, and each captured statement's share of the calls, as the server
 * counts them, is within 10 % of its share in the original run. What differs by server is how its counts are
 * emptied as a run's measured window starts ({@code counted}) and read ({@code callsOf}).
 */
final class CaptureReplay {
    private CaptureReplay() {}

    /**
     * Runs soe on {@code original}, captures it as {@code name} into {@code dir} and replays the file on {@code
     * replay}; {@code originalCalls} and {@code replayCalls} read the server's calls per statement after each run.
     */
    static void assertSharesReplayedWithin10Percent(
            ConnectionSpec original,
            ConnectionSpec replay,
            String name,
            Path dir,
            UnaryOperator<RunSpec> counted,
            Callable<Map<String, Long>> originalCalls,
            Callable<Map<String, Long>> replayCalls)
            throws Exception {
        RunResult ran = Surgebench.run(counted.apply(new RunSpec("soe")
                .connection(original)
                .variant("client")
                .users(2)
                .runTime(null)
                .maxTransactions(300)
                .seed(47)));
        assertThat(ran.summary().errors()).as("soe's errors: " + ran.errors()).isZero();
        Map<String, Long> before = originalCalls.call();

        CapturedWorkload captured =
                Surgebench.capture(original, new CaptureSettings(name, null, 50, false, 1, 200), null, null);
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, captured.text());
        WorkloadFile model = WorkloadFileReader.read(file).model();
        assertThat(captured.statements()).as(captured.text()).isGreaterThanOrEqualTo(10);

        int round = model.transactions().values().stream()
                .mapToInt(TransactionSpec::weight)
                .sum();
        RunResult replayed = Surgebench.run(counted.apply(new RunSpec(file.toString())
                .connection(replay)
                .users(2)
                .runTime(null)
                .maxTransactions(round)
                .seed(47)));
        System.out.println(captured.text());
        assertThat(replayed.summary().errors())
                .as("the replay's errors: " + replayed.errors())
                .isZero();
        Map<String, Long> after = replayCalls.call();

        Map<String, Long> was = new HashMap<>();
        Map<String, Long> is = new HashMap<>();
        for (TransactionSpec t : model.transactions().values()) {
            String key = normalized(t.statements().get(0).sql().common());
            was.put(key, before.getOrDefault(key, 0L));
            is.put(key, after.getOrDefault(key, 0L));
        }
        long wasTotal = was.values().stream().mapToLong(Long::longValue).sum();
        long isTotal = is.values().stream().mapToLong(Long::longValue).sum();
        for (String key : was.keySet()) {
            double share = was.get(key) / (double) wasTotal;
            double replayedShare = is.get(key) / (double) isTotal;
            System.out.printf(
                    "%6d %6.3f %% -> %6d %6.3f %%  %s%n",
                    was.get(key), 100 * share, is.get(key), 100 * replayedShare, key);
            assertThat(was.get(key)).as("counted in the original run: " + key).isPositive();
            assertThat(replayedShare / share).as(key).isBetween(0.9, 1.1);
        }
    }

    /**
     * A statement with {@code $1} or {@code :name} placeholders as {@code ?}, spaces collapsed, and a list of them
     * as {@code (...)}, as MariaDB's digests write it.
     */
    static String normalized(String sql) {
        return sql.replaceAll("\\$\\d+", "?")
                .replaceAll("(?<![:\\w]):[A-Za-z_]\\w*", "?")
                .replaceAll("\\s+", " ")
                .replaceAll("\\( ?\\?( ?, ?\\?)* ?\\)", "(...)")
                .strip();
    }
}
