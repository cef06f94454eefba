package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.swingbench.SwingbenchConfig;

/**
 * Real public Swingbench configuration files (src-test-data/swingbench, sources in its SOURCES.md) run a few
 * seconds on H2 with --url overriding their Oracle connection: the users, think times, weights and enabled
 * transactions that ran are the file's, as the results record what ran.
 */
class SwingbenchConfigH2Test {
    @TempDir
    static Path dir;

    private static String soeUrl;
    private static String shUrl;

    @BeforeAll
    static void generate() {
        soeUrl = SharedH2Generation.SOE.copyInto(dir);
        shUrl = "jdbc:h2:" + dir.resolve("sh").toAbsolutePath();
        var sh = Cli.run("generate", "sh", "--url", shUrl, "--scale", "0.001");
        assertThat(sh.exitCode()).as(sh.all()).isZero();
    }

    static Path copy(String resource) throws IOException {
        return copy(dir, resource);
    }

    /** The test data file {@code swingbench/RESOURCE} copied into {@code into}. */
    static Path copy(Path into, String resource) throws IOException {
        Path out = into.resolve(resource.replace('/', '_'));
        try (InputStream in = SwingbenchConfigH2Test.class.getResourceAsStream("/swingbench/" + resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return out;
    }

    /** Runs the file with the extra flags and returns what the results JSON says ran. */
    private static RunResult run(Path file, String url, String... extra) throws IOException {
        Path results = Files.createTempDirectory(dir, "results");
        List<String> args = new ArrayList<>(List.of(
                "run",
                "-c",
                file.toString(),
                "--url",
                url,
                "-U",
                "sa",
                "-r",
                results.toString(),
                "--quiet",
                "--max-errors",
                "0"));
        args.addAll(List.of(extra));
        var r = Cli.run(args.toArray(String[]::new));
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as(r.all()).contains("Read " + file.getFileName());
        assertThat(r.out().lines().filter(l -> l.startsWith("Not applied from")).count())
                .as("one line")
                .isLessThanOrEqualTo(1);
        try (Stream<Path> files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        }
    }

    /** What ran is what the file enables with its weights; nothing else ran. */
    static void assertRanAsFile(SwingbenchConfig file, RunResult result, int users) {
        var c = result.config();
        var think = c.settings().think();
        assertThat(result.users()).isEqualTo(users);
        assertThat(result.summary().usersLoggedOn()).isEqualTo(users);
        assertThat(think.min().toMillis())
                .isEqualTo(file.thinkMin() == null ? 0 : file.thinkMin().toMillis());
        assertThat(think.max().toMillis())
                .isEqualTo(file.thinkMax() == null ? 0 : file.thinkMax().toMillis());
        assertThat(think.intraMin().toMillis()).isEqualTo(file.intraThinkMin().toMillis());
        assertThat(think.intraMax().toMillis()).isEqualTo(file.intraThinkMax().toMillis());
        assertThat(c.settings().resilience().queryTimeout()).isEqualTo(file.queryTimeout());
        Map<String, Integer> expected = new LinkedHashMap<>();
        file.transactions().stream()
                .filter(t -> t.enabled() && t.weight() > 0)
                .forEach(t -> expected.put(t.shortName(), t.weight()));
        assertThat(c.weights()).as("the weights the run used").containsExactlyInAnyOrderEntriesOf(expected);
        List<String> ran = result.transactions().stream()
                .filter(t -> t.count() > 0)
                .map(TxSummary::shortName)
                .toList();
        assertThat(ran).as("transactions that ran").isNotEmpty().isSubsetOf(expected.keySet());
        assertThat(result.summary().errors()).isZero();
    }

    @Test
    void orderEntryPlsqlV2Of2026RunsItsSettings() throws IOException {
        Path f = copy("v2.7/SOE_Server_Side_V2.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("soe");
        assertThat(file.variant()).isEqualTo("server");
        assertThat(file.url()).isEqualTo("jdbc:oracle:thin:@//localhost/FREEPDB1");
        // H2 has no stored procedures: the flag overrides the file's PL/SQL variant.
        RunResult r = run(f, soeUrl, "-rt", "2s", "--variant", "client");
        assertRanAsFile(file, r, 4);
        assertThat(r.config().weights()).containsEntry("BP", 50).doesNotContainKey("SQ");
        assertThat(r.transaction("BP").count()).isPositive();
        assertThat(r.config().settings().think().includeInTimings()).isFalse();
    }

    @Test
    void orderEntryJdbcOf26RunsItsSettings() throws IOException {
        Path f = copy("v2.6/SOE_Client_Side.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.variant()).isEqualTo("client");
        RunResult r = run(f, soeUrl, "-rt", "2s");
        assertRanAsFile(file, r, 4);
        assertThat(r.config().variant()).isEqualTo("client");
        assertThat(r.config().weights()).containsEntry("BP", 90).containsEntry("WA", 1);
    }

    @Test
    void olderOrderEntryV2RunsItsSettingsAndCommandLineOverrides() throws IOException {
        Path f = copy("v2.x-11g/swingconfigv2.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.variant()).isEqualTo("server");
        assertThat(file.user()).isEqualTo("soe2");
        assertThat(file.password()).isEqualTo("soe2");
        // LogonGroupCount 5, LogonDelay 1 ms: 4 users log on in one group.
        assertThat(file.rampUp()).isZero();
        RunResult r = run(f, soeUrl, "-rt", "2s", "--variant", "client", "--password", "");
        assertRanAsFile(file, r, 4);
        // Flags override the file: users and a weight.
        RunResult o =
                run(f, soeUrl, "-rt", "2s", "--variant", "client", "--password", "", "-u", "2", "--weight", "BP=7");
        assertThat(o.users()).isEqualTo(2);
        assertThat(o.config().weights())
                .containsEntry("BP", 7)
                .containsEntry("OP", 40)
                .doesNotContainKey("SQ");
    }

    @Test
    void orderEntryV1RunsWithoutTheTransactionItDoesNotList() throws IOException {
        Path f = copy("v2.6/SOE_Server_Side_V1.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.users()).isEqualTo(15);
        assertThat(file.intraThinkMin()).hasMillis(100);
        assertThat(file.notApplied())
                .anyMatch(s -> s.startsWith("Connection/ConnectionPooling"))
                .anyMatch(s -> s.startsWith("WaitTillAllLogon"));
        RunResult r = run(f, soeUrl, "-rt", "2s", "--variant", "client");
        assertRanAsFile(file, r, 15);
        assertThat(r.config().weights()).as("V1 has no UCD").doesNotContainKey("UCD");
    }

    @Test
    void salesHistoryRunsItsSettings() throws IOException {
        Path f = copy("v2.6/Sales_History.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("sh");
        assertThat(file.thinkMin()).hasMillis(1000);
        assertThat(file.thinkMax()).hasMillis(2000);
        RunResult r = run(f, shUrl, "-rt", "3s");
        assertRanAsFile(file, r, 16);
    }

    /** Runs the command line and returns what the results JSON says ran. */
    private static RunResult runArgs(String... args) throws IOException {
        Path results = Files.createTempDirectory(dir, "results");
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("-r", results.toString(), "--quiet", "--max-errors", "0"));
        var r = Cli.run(all.toArray(String[]::new));
        assertThat(r.exitCode()).as(r.all()).isZero();
        try (Stream<Path> files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        }
    }

    @Test
    void savedConfigRunsTheSameSettingsAndHoldsNoPassword() throws IOException {
        Path saved = dir.resolve("saved-soe.xml");
        RunResult first = runArgs(
                "run",
                "soe",
                "--url",
                soeUrl,
                "-U",
                "sa",
                "-u",
                "3",
                "-rt",
                "2s",
                "--think-min",
                "5ms",
                "--think-max",
                "20ms",
                "--intra-think-min",
                "1ms",
                "--intra-think-max",
                "4ms",
                "--query-timeout",
                "7s",
                "--variant",
                "client",
                "--weight",
                "BP=9,OP=3",
                "--disable",
                "NCR",
                "--save-config",
                saved.toString());
        assertThat(Files.readString(saved)).contains("SwingBenchConfiguration");
        SwingbenchConfig file = SwingbenchConfig.read(saved);
        assertThat(file.url()).isEqualTo(soeUrl);
        assertThat(file.user()).isEqualTo("sa");
        assertThat(file.password()).isNull();
        // The password is not in the file: H2's sa has none, so the saved file runs as it is.
        RunResult second = runArgs("run", "-c", saved.toString());
        var a = first.config();
        var b = second.config();
        assertThat(b.workload()).isEqualTo("soe");
        assertThat(b.variant()).isEqualTo(a.variant()).isEqualTo("client");
        assertThat(b.url()).isEqualTo(a.url());
        assertThat(b.user()).isEqualTo(a.user());
        assertThat(second.users()).isEqualTo(first.users()).isEqualTo(3);
        var ta = a.settings().think();
        var tb = b.settings().think();
        assertThat(tb.min().toMillis()).isEqualTo(ta.min().toMillis()).isEqualTo(5);
        assertThat(tb.max().toMillis()).isEqualTo(ta.max().toMillis()).isEqualTo(20);
        assertThat(tb.intraMin().toMillis()).isEqualTo(ta.intraMin().toMillis()).isEqualTo(1);
        assertThat(tb.intraMax().toMillis()).isEqualTo(ta.intraMax().toMillis()).isEqualTo(4);
        var la = a.settings().load();
        var lb = b.settings().load();
        var timeout = a.settings().resilience().queryTimeout();
        assertThat(b.settings().resilience().queryTimeout()).isEqualTo(timeout).hasSeconds(7);
        assertThat(lb.runTime()).isEqualTo(la.runTime()).hasSeconds(2);
        assertThat(lb.maxTransactions()).isEqualTo(la.maxTransactions());
        assertThat(tb.includeInTimings()).isEqualTo(ta.includeInTimings());
        assertThat(a.weights()).containsEntry("BP", 9).containsEntry("OP", 3).doesNotContainKey("NCR");
        assertThat(b.weights()).isEqualTo(a.weights());
        assertThat(second.summary().errors()).isZero();
    }

    @Test
    void savedConfigOfARunEndedByItsTransactionCountRunsTheSameCount() throws IOException {
        // No RunTime in the file: the count round-trips.
        Path byCount = dir.resolve("saved-sh.xml");
        RunResult shFirst = runArgs(
                "run",
                "sh",
                "--url",
                shUrl,
                "-U",
                "sa",
                "-u",
                "2",
                "--max-transactions",
                "6",
                "--think-min",
                "0",
                "--think-max",
                "0",
                "--save-config",
                byCount.toString());
        RunResult shSecond = runArgs("run", "-c", byCount.toString());
        assertThat(shSecond.config().settings().load().maxTransactions())
                .isEqualTo(shFirst.config().settings().load().maxTransactions())
                .isEqualTo(6);
        assertThat(shSecond.config().settings().load().runTime())
                .isEqualTo(shFirst.config().settings().load().runTime());
        assertThat(shSecond.users()).isEqualTo(2);
        assertThat(shSecond.config().weights()).isEqualTo(shFirst.config().weights());
        assertThat(shSecond.summary().transactions()).isEqualTo(6);
    }

    @Test
    void savedConfigNeverHoldsAGivenPassword() throws IOException {
        // The file is written before the run starts; a password given is never in it (this run is refused by H2).
        Path withPassword = dir.resolve("saved-with-password.xml");
        var refused = Cli.run(
                "run",
                "soe",
                "--url",
                soeUrl,
                "-U",
                "sa",
                "--password",
                "not-for-the-file",
                "-rt",
                "1s",
                "--save-config",
                withPassword.toString());
        assertThat(refused.exitCode()).as(refused.all()).isNotZero();
        assertThat(Files.readString(withPassword))
                .contains("<UserName>sa</UserName>")
                .doesNotContain("not-for-the-file")
                .doesNotContain("Password");
    }

    @Test
    void saveConfigOfAWorkloadSwingbenchHasNotIsOneSentenceAndNoFile() {
        Path out = dir.resolve("test-workload.xml");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", soeUrl, "-rt", "1s", "--save-config", out.toString()),
                2,
                "Swingbench has no benchmark like tpcb");
        assertThat(out).doesNotExist();
    }

    @Test
    void foreignOrMalformedFilesGetOneSentence() throws IOException {
        Path launcher = copy("v2.6/launcher.xml");
        OneSentence.assertRefused(
                Cli.run("run", "-c", launcher.toString(), "--url", soeUrl),
                2,
                "launcher.xml is not a Swingbench configuration",
                "<project>");
        Path tpcds = copy("v2.6/TPCDS_Like_Workload.xml");
        OneSentence.assertRefused(
                Cli.run("run", "-c", tpcds.toString(), "--url", soeUrl), 2, "TPC-DS Like workload", "does not run");
        Path broken = dir.resolve("broken.xml");
        String text = Files.readString(copy("v2.7/SOE_Server_Side_V2.xml"));
        Files.writeString(broken, text.substring(0, text.length() / 2));
        OneSentence.assertRefused(
                Cli.run("run", "-c", broken.toString(), "--url", soeUrl), 2, "broken.xml is not well-formed XML");
        OneSentence.assertRefused(
                Cli.run("run", "-c", dir.resolve("missing.xml").toString()), 2, "does not exist");
        OneSentence.assertRefused(
                Cli.run("run", "sh", "-c", copy("v2.6/SOE_Client_Side.xml").toString(), "--url", shUrl),
                2,
                "configures soe");
    }

    /**
     * A number too large for its setting is one sentence naming the file and the element, before anything starts:
     * cast to an int, NumberOfUsers 4294967298 ran as 2 users and Weight 4294967296 as 0 (the transaction left
     * the mix), exit 0.
     */
    @Test
    void aNumberTooLargeForItsSettingIsOneSentence() throws IOException {
        String text = Files.readString(copy("v2.7/SOE_Server_Side_V2.xml"));
        Path users = dir.resolve("wrapping-users.xml");
        Files.writeString(
                users, text.replace("<NumberOfUsers>4</NumberOfUsers>", "<NumberOfUsers>4294967298</NumberOfUsers>"));
        Path results = dir.resolve("wrapping-results");
        OneSentence.assertRefused(
                Cli.run("run", "-c", users.toString(), "--url", soeUrl, "-rt", "1s", "-r", results.toString()),
                2,
                "wrapping-users.xml: NumberOfUsers 4294967298 is too large (at most 2147483647)");
        Path weight = dir.resolve("wrapping-weight.xml");
        Files.writeString(weight, text.replaceFirst("<Weight>15</Weight>", "<Weight>4294967296</Weight>"));
        OneSentence.assertRefused(
                Cli.run("run", "-c", weight.toString(), "--url", soeUrl, "-rt", "1s", "-r", results.toString()),
                2,
                "wrapping-weight.xml: Weight 4294967296 is too large");
        Path past = dir.resolve("past-long.xml");
        Files.writeString(
                past,
                text.replace(
                        "<NumberOfUsers>4</NumberOfUsers>", "<NumberOfUsers>99999999999999999999</NumberOfUsers>"));
        OneSentence.assertRefused(
                Cli.run("run", "-c", past.toString(), "--url", soeUrl, "-rt", "1s", "-r", results.toString()),
                2,
                "NumberOfUsers 99999999999999999999 is out of range");
        // Without a log-on delay: with the file's 20 ms, the ramp-up it makes of 2,000,000,000 users (11,111 h) is
        // refused first, as longer than a duration may be (one sentence, exit 2, as well).
        Path many = dir.resolve("many-users.xml");
        Files.writeString(
                many,
                text.replace("<NumberOfUsers>4</NumberOfUsers>", "<NumberOfUsers>2000000000</NumberOfUsers>")
                        .replace("<LogonDelay>20</LogonDelay>", "<LogonDelay>0</LogonDelay>"));
        OneSentence.assertRefused(
                Cli.run("run", "-c", many.toString(), "--url", soeUrl, "-rt", "1s", "-r", results.toString()),
                2,
                "--users 2000000000 is more than the 100000 users");
        assertThat(results).doesNotExist();
    }
}
