package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.Coordination;
import org.surgebench.core.settings.Execution;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.MixChoice;
import org.surgebench.core.settings.Output;
import org.surgebench.core.settings.Resilience;
import org.surgebench.core.settings.Setting;
import org.surgebench.core.settings.Settings;
import org.surgebench.core.settings.Think;
import picocli.CommandLine;

/**
 * Every field of every settings group is declared once and reaches the run from each door that has it: a flag
 * sets it (and the plan says the command line gave it), a Swingbench file keeps it where Swingbench has it, and
 * a value that cannot be used is one sentence naming the flag. A new setting fails here until it is wired.
 */
class SettingsDeclaredTest {
    private static final String URL = "jdbc:h2:mem:declared";
    /** A flag's arguments and what the plan then holds. */
    record Case(List<String> args, Function<Settings, Object> read, Object expected) {}

    private static Case set(String args, Function<Settings, Object> read, Object expected) {
        return new Case(List.of(args.split(" ")), read, expected);
    }

    private static final String LATER = Instant.now()
            .plus(1, ChronoUnit.DAYS)
            .truncatedTo(ChronoUnit.SECONDS)
            .toString();

    private static final Map<Setting<?>, Case> FLAGS = new LinkedHashMap<>();

    static {
        FLAGS.put(
                Connection.URL,
                set("--url jdbc:h2:mem:other", s -> s.connection().url(), "jdbc:h2:mem:other"));
        FLAGS.put(Connection.USER, set("--user bob", s -> s.connection().user(), "bob"));
        FLAGS.put(Connection.PASSWORD, set("--password pw", s -> s.connection().password(), "pw"));
        FLAGS.put(
                Connection.PROPERTIES, set("--property a=b", s -> s.connection().properties(), Map.of("a", "b")));
        FLAGS.put(Load.USERS, set("--users 3", s -> s.load().users(), 3));
        FLAGS.put(Load.RAMP_UP, set("--ramp-up 2s", s -> s.load().rampUp(), Duration.ofSeconds(2)));
        FLAGS.put(Load.WARM_UP, set("--warmup 3s", s -> s.load().warmUp(), Duration.ofSeconds(3)));
        FLAGS.put(Load.RUN_TIME, set("--run-time 7s", s -> s.load().runTime(), Duration.ofSeconds(7)));
        FLAGS.put(
                Load.MAX_TRANSACTIONS,
                set("--max-transactions 99", s -> s.load().maxTransactions(), 99L));
        FLAGS.put(Load.RATE, set("--rate 5", s -> s.load().rate(), 5.0));
        FLAGS.put(
                Load.PHASES,
                set(
                        "--phase 2s:users=3",
                        s -> s.load().phases(),
                        List.of(org.surgebench.core.settings.Phase.parse("2s:users=3"))));
        FLAGS.put(
                Think.MIN,
                set("--think-min 10ms --think-max 30ms", s -> s.think().min(), Duration.ofMillis(10)));
        FLAGS.put(Think.MAX, set("--think-max 20ms", s -> s.think().max(), Duration.ofMillis(20)));
        FLAGS.put(
                Think.INTRA_MIN,
                set(
                        "--intra-think-min 1ms --intra-think-max 5ms",
                        s -> s.think().intraMin(),
                        Duration.ofMillis(1)));
        FLAGS.put(Think.INTRA_MAX, set("--intra-think-max 2ms", s -> s.think().intraMax(), Duration.ofMillis(2)));
        FLAGS.put(
                Think.INCLUDE_IN_TIMINGS,
                set("--timings-include-think", s -> s.think().includeInTimings(), true));
        FLAGS.put(MixChoice.MIX, set("--mix reads", s -> s.mix().mix(), "reads"));
        FLAGS.put(MixChoice.VARIANT, set("--variant server", s -> s.mix().variant(), "server"));
        FLAGS.put(MixChoice.WEIGHTS, set("--weight BP=3", s -> s.mix().weights(), Map.of("BP", 3)));
        FLAGS.put(MixChoice.ENABLED, set("--enable BP", s -> s.mix().enabled(), Set.of("BP")));
        FLAGS.put(MixChoice.DISABLED, set("--disable BP", s -> s.mix().disabled(), Set.of("BP")));
        FLAGS.put(MixChoice.DRAW, set("--mix-draw random", s -> s.mix().draw(), MixDraw.RANDOM));
        FLAGS.put(MixChoice.SEED, set("--seed 42", s -> s.mix().seed(), 42L));
        FLAGS.put(
                Execution.THREADS,
                set("--user-threads virtual", s -> s.execution().threads(), UserThreads.VIRTUAL));
        FLAGS.put(Execution.POOL, set("--pool 2", s -> s.execution().pool(), 2));
        FLAGS.put(
                Resilience.MAX_ERRORS,
                set("--max-errors 10", s -> s.resilience().maxErrors(), 10L));
        FLAGS.put(
                Resilience.MAX_ERROR_PERCENT,
                set("--max-errors 5%", s -> s.resilience().maxErrorPercent(), 5.0));
        FLAGS.put(
                Resilience.ABORT_ON_ERROR,
                set("--abort-on-error", s -> s.resilience().abortOnError(), true));
        FLAGS.put(
                Resilience.ALLOW_FEWER_USERS,
                set("--allow-fewer-users", s -> s.resilience().allowFewerUsers(), true));
        FLAGS.put(
                Resilience.RECONNECT_TIMEOUT,
                set("--reconnect-timeout 9s", s -> s.resilience().reconnectTimeout(), Duration.ofSeconds(9)));
        FLAGS.put(
                Resilience.STALL_TIMEOUT,
                set("--stall-timeout 2m", s -> s.resilience().stallTimeout(), Duration.ofMinutes(2)));
        FLAGS.put(
                Resilience.QUERY_TIMEOUT,
                set("--query-timeout 5s", s -> s.resilience().queryTimeout(), Duration.ofSeconds(5)));
        FLAGS.put(Resilience.MAX_TRIES, set("--max-tries 5", s -> s.resilience().maxTries(), 5));
        FLAGS.put(
                Coordination.GENERATOR,
                set(
                        "--users 4 --generator 1/2 --run-id r",
                        s -> s.coordination().generator(),
                        new GeneratorShare(1, 2)));
        FLAGS.put(Coordination.RUN_ID, set("--run-id r1", s -> s.coordination().runId(), "r1"));
        FLAGS.put(
                Coordination.START_AT,
                set("--start-at " + LATER, s -> s.coordination().startAt(), Instant.parse(LATER)));
        FLAGS.put(
                Coordination.BARRIER,
                set(
                        "--users 4 --generator 1/2 --run-id r --barrier",
                        s -> s.coordination().barrier(),
                        true));
        FLAGS.put(
                Coordination.BARRIER_TIMEOUT,
                set("--barrier-timeout 1m", s -> s.coordination().barrierTimeout(), Duration.ofMinutes(1)));
        FLAGS.put(Output.RESULTS_DIR, set("--results out", s -> s.output().resultsDir(), Path.of("out")));
        FLAGS.put(Output.COMMENT, set("--comment baseline", s -> s.output().comment(), "baseline"));
        FLAGS.put(Output.OPTIONS, set("--option k=v", s -> s.output().options().get("k"), "v"));
        FLAGS.put(Output.PER_STATEMENT, set("--per-statement", s -> s.output().perStatement(), true));
        FLAGS.put(
                Output.LOG_TRANSACTIONS,
                set("--log-transactions 0.5", s -> s.output().logTransactions(), 0.5));
        FLAGS.put(
                Output.DB_HOST_AGENT, set("--db-host-agent h:1", s -> s.output().dbHostAgent(), "h:1"));
    }

    /** Only the API's: the sampling interval, the secret options (awr-password), the agent's token (from its env). */
    private static final Set<Setting<?>> API_ONLY =
            Set.of(Output.SAMPLE_INTERVAL, Output.SECRET_OPTIONS, Output.DB_HOST_AGENT_TOKEN);

    /** A value each setting refuses, and the flag its sentence names. */
    private static final Map<Setting<?>, String> BAD = new LinkedHashMap<>();

    static {
        BAD.put(Load.USERS, "--users 0");
        BAD.put(Load.RAMP_UP, "--ramp-up 400d");
        BAD.put(Load.WARM_UP, "--warmup 400d");
        BAD.put(Load.RUN_TIME, "--run-time 0s");
        BAD.put(Load.MAX_TRANSACTIONS, "--max-transactions -1");
        BAD.put(Load.RATE, "--rate -1");
        BAD.put(Load.PHASES, "--phase users=3");
        BAD.put(Think.MIN, "--think-min 2s --think-max 1s");
        BAD.put(Think.MAX, "--think-max 400d");
        BAD.put(Think.INTRA_MIN, "--intra-think-min 2s --intra-think-max 1s");
        BAD.put(Think.INTRA_MAX, "--intra-think-max 400d");
        BAD.put(MixChoice.WEIGHTS, "--weight BP=-1");
        BAD.put(MixChoice.DRAW, "--mix-draw sometimes");
        BAD.put(MixChoice.SEED, "--seed many");
        BAD.put(Execution.THREADS, "--user-threads green");
        BAD.put(Execution.POOL, "--pool -1");
        BAD.put(Resilience.MAX_ERRORS, "--max-errors -1");
        BAD.put(Resilience.MAX_ERROR_PERCENT, "--max-errors 101%");
        BAD.put(Resilience.RECONNECT_TIMEOUT, "--reconnect-timeout 0s");
        BAD.put(Resilience.STALL_TIMEOUT, "--stall-timeout 400d");
        BAD.put(Resilience.QUERY_TIMEOUT, "--query-timeout 1500ms");
        BAD.put(Resilience.MAX_TRIES, "--max-tries 0");
        BAD.put(Coordination.GENERATOR, "--generator 3/2");
        BAD.put(Coordination.RUN_ID, "--run-id a/b");
        BAD.put(Coordination.START_AT, "--start-at 2020-01-01T00:00:00Z");
        BAD.put(Coordination.BARRIER, "--barrier");
        BAD.put(Coordination.BARRIER_TIMEOUT, "--barrier-timeout 0s");
        BAD.put(Connection.PROPERTIES, "--property novalue");
        BAD.put(Output.OPTIONS, "--option novalue");
        BAD.put(Output.LOG_TRANSACTIONS, "--log-transactions -0.5");
        BAD.put(Output.DB_HOST_AGENT, "--db-host-agent db1");
    }

    /**
     * Settings whose every value can be used: a switch, free text, a name the run checks against the workload or
     * the database once it connects (an unknown mix, variant or transaction; a wrong password), a folder.
     */
    private static final Set<Setting<?>> ANY_VALUE = Set.of(
            Connection.URL,
            Connection.USER,
            Connection.PASSWORD,
            Think.INCLUDE_IN_TIMINGS,
            MixChoice.MIX,
            MixChoice.VARIANT,
            MixChoice.ENABLED,
            MixChoice.DISABLED,
            Resilience.ABORT_ON_ERROR,
            Resilience.ALLOW_FEWER_USERS,
            Output.RESULTS_DIR,
            Output.COMMENT,
            Output.PER_STATEMENT);

    /** What Swingbench's configuration file holds, each set by a flag and read back from the file. */
    private static final Map<Setting<?>, Case> SWINGBENCH = new LinkedHashMap<>();

    static {
        SWINGBENCH.put(Connection.URL, FLAGS.get(Connection.URL));
        SWINGBENCH.put(Connection.USER, FLAGS.get(Connection.USER));
        SWINGBENCH.put(Load.USERS, FLAGS.get(Load.USERS));
        SWINGBENCH.put(Load.RAMP_UP, set("--users 3 --ramp-up 2s", s -> s.load().rampUp(), Duration.ofSeconds(2)));
        SWINGBENCH.put(Load.WARM_UP, set("--warmup 1m", s -> s.load().warmUp(), Duration.ofMinutes(1)));
        SWINGBENCH.put(Load.RUN_TIME, set("--run-time 2m", s -> s.load().runTime(), Duration.ofMinutes(2)));
        SWINGBENCH.put(Load.MAX_TRANSACTIONS, FLAGS.get(Load.MAX_TRANSACTIONS));
        SWINGBENCH.put(Think.MIN, FLAGS.get(Think.MIN));
        SWINGBENCH.put(Think.MAX, FLAGS.get(Think.MAX));
        SWINGBENCH.put(Think.INTRA_MIN, FLAGS.get(Think.INTRA_MIN));
        SWINGBENCH.put(Think.INTRA_MAX, FLAGS.get(Think.INTRA_MAX));
        SWINGBENCH.put(Think.INCLUDE_IN_TIMINGS, FLAGS.get(Think.INCLUDE_IN_TIMINGS));
        SWINGBENCH.put(MixChoice.VARIANT, FLAGS.get(MixChoice.VARIANT));
        SWINGBENCH.put(Resilience.QUERY_TIMEOUT, FLAGS.get(Resilience.QUERY_TIMEOUT));
    }

    /** The run {@code surge run soe --url URL FLAGS} asks for (one --url of the flags' own replaces URL). */
    static RunSpec spec(List<String> flags) {
        List<String> args = new ArrayList<>(List.of("soe"));
        if (!flags.contains("--url")) {
            args.addAll(List.of("--url", URL));
        }
        args.addAll(flags);
        RunCommand run = new RunCommand();
        new CommandLine(run).parseArgs(args.toArray(String[]::new));
        return run.spec();
    }

    static RunPlan plan(List<String> flags) {
        return spec(flags).freeze();
    }

    @Test
    void everySettingIsSetByAFlagOrNamedAsTheApisAlone() {
        assertThat(Settings.ALL)
                .allSatisfy(s -> assertThat(FLAGS.containsKey(s) || API_ONLY.contains(s))
                        .as("%s: a flag in FLAGS, or API_ONLY", s)
                        .isTrue());
        FLAGS.forEach((setting, c) -> {
            RunPlan plan = plan(c.args());
            assertThat(c.read().apply(plan.settings())).as(setting.name()).isEqualTo(c.expected());
            assertThat(plan.provenance()).as(setting.name()).containsEntry(setting.name(), "command line");
        });
    }

    @Test
    void aFlagNotGivenIsNotTheCommandLinesButItsDefaultOrTheWorkloads() {
        RunPlan plan = plan(List.of());
        assertThat(plan.provenance())
                .containsEntry("users", "workload default")
                .containsEntry("run-time", "command line default")
                .containsEntry("sample-interval", "engine default")
                .containsEntry("url", "command line");
    }

    /** {@code --debug} says where each setting came from, before anything connects. */
    @Test
    void debugListsTheSourceOfEachSetting(@TempDir Path dir) {
        Cli.Result r = Cli.run("run", "tpcb", "--url", URL + "debug", "--users", "2", "-r", dir.toString(), "--debug");
        assertThat(r.out())
                .as(r.all())
                .contains("  users: command line")
                .contains("  run-time: command line default")
                .contains("  think-min: workload default")
                .contains("  reconnect-timeout: command line default")
                .contains("  sample-interval: engine default");
    }

    @Test
    void aBadValueIsOneSentenceNamingTheFlag(@TempDir Path dir) {
        assertThat(Settings.ALL)
                .allSatisfy(s -> assertThat(BAD.containsKey(s) || ANY_VALUE.contains(s) || API_ONLY.contains(s))
                        .as("%s: a bad value in BAD, or ANY_VALUE", s)
                        .isTrue());
        BAD.forEach((setting, bad) -> {
            List<String> args = new ArrayList<>(List.of("run", "soe", "--url", URL + "bad", "-r", dir.toString()));
            args.addAll(List.of(bad.split(" ")));
            OneSentence.assertRefused(Cli.run(args.toArray(String[]::new)), 2, bad.split(" ")[0]);
        });
    }

    /**
     * Every field of every group survives a results file: set by its flag (the API's own by the API), written in a
     * run's JSON, read back with the layer that gave it. The secrets never reach the file.
     */
    @Test
    void everySettingSurvivesAResultsFile(@TempDir Path dir) throws java.io.IOException {
        Map<Setting<?>, RunSpec> given = new LinkedHashMap<>();
        FLAGS.forEach((setting, c) -> given.put(setting, spec(c.args())));
        given.put(Output.SAMPLE_INTERVAL, spec(List.of()).sampleInterval(Duration.ofMillis(250)));
        given.put(Output.SECRET_OPTIONS, spec(List.of()).secretOption("awr-password", "sesame"));
        given.put(Output.DB_HOST_AGENT_TOKEN, spec(List.of()).dbHostAgent("db1:7479", "sesame"));
        for (var group : Settings.class.getRecordComponents()) {
            for (var field : group.getType().getRecordComponents()) {
                assertThat(Settings.ALL.stream().map(Settings::pathOf))
                        .as("a Setting for %s.%s", group.getName(), field.getName())
                        .contains(group.getName() + "." + field.getName());
            }
        }
        assertThat(given.keySet()).containsExactlyInAnyOrderElementsOf(Settings.ALL);
        for (var e : given.entrySet()) {
            Setting<?> setting = e.getKey();
            RunPlan plan = e.getValue().freeze();
            Path file = dir.resolve(setting.name() + ".json");
            org.surgebench.core.results.Json.mapper().writeValue(file.toFile(), result(plan));

            var back = org.surgebench.core.results.ResultWriter.read(file).config();
            assertThat(back.settings())
                    .as(setting.name())
                    .isEqualTo(plan.settings().withoutSecrets());
            assertThat(back.provenance())
                    .as(setting.name())
                    .containsEntry(Settings.pathOf(setting), plan.provenance().get(setting.name()));
            if (FLAGS.containsKey(setting) && !SECRETS.contains(setting)) {
                Case c = FLAGS.get(setting);
                assertThat(c.read().apply(back.settings())).as(setting.name()).isEqualTo(c.expected());
            }
            assertThat(java.nio.file.Files.readString(file))
                    .doesNotContain("sesame")
                    .doesNotContain("\"pw\"");
        }
    }

    /** What results never hold: the password, and the options given as secret. */
    private static final Set<Setting<?>> SECRETS = Set.of(Connection.PASSWORD, Output.SECRET_OPTIONS);

    /** A run's result of {@code plan} with nothing measured: its configuration is what the file is for here. */
    private static org.surgebench.core.results.RunResult result(RunPlan plan) {
        var target = new org.surgebench.core.run.RunTarget(
                "default",
                null,
                Map.of("BP", 1),
                URL,
                "sa",
                "h2",
                1,
                plan.users(),
                new org.surgebench.core.run.UserThreadsDecision(UserThreads.PLATFORM, false, null));
        return new org.surgebench.core.results.RunResult(
                "r",
                Instant.EPOCH,
                Instant.EPOCH,
                plan.view(target),
                null,
                null,
                List.of(),
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                Map.of(),
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    @Test
    void whatSwingbenchsFileHoldsSurvivesItsRoundTrip(@TempDir Path dir) {
        SWINGBENCH.forEach((setting, c) -> {
            // A server's URL: H2 has no stored procedures for soe's server variant (nothing connects here).
            List<String> flags = new ArrayList<>(c.args());
            if (!flags.contains("--url")) {
                flags.addAll(0, List.of("--url", "jdbc:postgresql://127.0.0.1/declared"));
            }
            Path file = dir.resolve(setting.name() + ".xml");
            SwingbenchFiles.save(spec(flags), file);

            RunSpec back = new RunSpec("soe");
            SwingbenchFiles.apply(SwingbenchFiles.read(file), back);

            assertThat(c.read().apply(back.freeze().settings()))
                    .as(setting.name())
                    .isEqualTo(c.expected());
        });
    }
}
