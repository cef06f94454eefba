package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.settings.Phase;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The load options of {@code surge run}, in the spirit of charbench's flags. */
final class RunOptions {
    @Option(
            names = {"-u", "--users"},
            paramLabel = "N",
            description = "Concurrent users, each with its own connection (default: the workload's, 8 for most, 16 "
                    + "for sh as Swingbench; see `surge list`); at most 100000 per load generator (--generator).")
    Integer users;

    @Option(
            names = {"-rt", "--run-time"},
            defaultValue = RunSpec.DEFAULT_RUN_TIME,
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Measured time, e.g. 30s, 5m, 1h (default: ${DEFAULT-VALUE}); 0 with --max-transactions.")
    Duration runTime;

    @Option(
            names = "--max-transactions",
            defaultValue = "0",
            paramLabel = "N",
            description = "Stop after N measured transactions (default: no limit).")
    long maxTransactions;

    @Option(
            names = "--rate",
            defaultValue = "0",
            paramLabel = "TPS",
            description = "Open model: target transactions/s over all users; response time is measured from the "
                    + "intended start (default: closed model).")
    double rate;

    @Option(
            names = "--phase",
            paramLabel = "TIME[:K=V,...]",
            description = "A phase of the run's schedule, once per phase in order: its duration, then what it "
                    + "changes (users, rate, mix, think-min, think-max), e.g. --phase 2m:users=16 --phase "
                    + "5m:rate=800 --phase 1m:users=4,mix=browse. The measured window is the phases (--run-time is "
                    + "theirs added up); the results have each phase's figures and the whole run's.")
    List<String> phases;

    /** Think times, ramp-up and warm-up, mix, seed, connections, fault handling: shared with surge sweep. */
    @Mixin
    UserOptions behaviour;

    @Option(
            names = "--max-errors",
            defaultValue = "1%",
            paramLabel = "N|P%",
            description = {
                "The errors a run may have and still pass (failed transactions and failed log-ons): N ends "
                        + "the run (exit 6) at the N-th error; P%% fails it (exit 6) at the end when more than P percent "
                        + "of its attempts failed (default: ${DEFAULT-VALUE}); 0 sets no limit. A run in which no "
                        + "transaction succeeded always fails."
            })
    String maxErrors;

    @Option(names = "--abort-on-error", description = "End the run at the first error.")
    boolean abortOnError;

    @Option(
            names = {"-r", "--results"},
            defaultValue = RunSpec.DEFAULT_RESULTS_DIR,
            paramLabel = "DIR",
            description = "Folder for the results JSON, CSV and report (default: ./${DEFAULT-VALUE}).")
    Path results;

    @Option(
            names = "--awr",
            description = {
                "Oracle: take AWR snapshots at the start and end of the measured "
                        + "window, save the AWR report beside the results and add its load profile to them "
                        + "(needs the Diagnostics Pack); --option awr=true."
            })
    boolean awr;

    @Option(
            names = "--awr-user",
            paramLabel = "USER",
            description =
                    "Oracle user for AWR (e.g. a DBA), separate "
                            + "from the workload user; its password comes from SURGE_AWR_PASSWORD or is asked for. Implies --awr.")
    String awrUser;

    @Option(
            names = "--bind",
            description = "sh: bind the query values as variables (one cursor per query shape) "
                    + "instead of Swingbench's literal SQL, which sends them inline (a new statement text nearly every "
                    + "time); sets --option bind=true.")
    boolean bind;

    @Option(
            names = "--literal-sql",
            description = "sh: literal SQL, the default (kept for scripts; " + "--option literal-sql=true).")
    boolean literalSql;

    @Option(
            names = "--generator",
            paramLabel = "K/N",
            description = {
                "Run generator K's share of a run that N "
                        + "load generators drive together (e.g. one per Kubernetes pod): its part of --users (users keep their "
                        + "numbers in the whole run, so each has its own random stream), of --rate and of --max-transactions. "
                        + "Needs --run-id; merge the N results with `surge merge`. K may be written I+1 for an index counted from "
                        + "0, e.g. a Kubernetes Indexed Job's: --generator $(JOB_COMPLETION_INDEX)+1/3."
            })
    String generator;

    @Option(
            names = "--run-id",
            paramLabel = "ID",
            description = "The run's id, the same on every generator of "
                    + "the run (letters, digits, '.', '_', '-'); it labels the results (default: a random id).")
    String runId;

    @Option(
            names = "--start-at",
            paramLabel = "TIME",
            description = {
                "Connect and check the schema, then start "
                        + "the users at this time (ISO-8601, e.g. 2025-06-01T14:00:00Z or 2025-06-01T16:00:00+02:00): ramp-up, "
                        + "warm-up and the measured window of several generators line up (keep their clocks in sync, e.g. NTP)."
            })
    String startAt;

    @Option(
            names = "--barrier",
            description = {
                "With --generator: wait until all N generators of the run have "
                        + "connected, meeting in a small table of the target database (surge_run_barrier, created and removed "
                        + "by the run), then start together, 2 s after the last arrived by the database's clock (or at "
                        + "--start-at)."
            })
    boolean barrier;

    @Option(
            names = "--barrier-timeout",
            defaultValue = "10m",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "How long to wait for the other generators at the barrier before failing (default: "
                    + "${DEFAULT-VALUE}).")
    Duration barrierTimeout;

    @Option(
            names = "--coordinator",
            paramLabel = "URL",
            description = {
                "With --generator and --run-id: report each second to the `surge serve` console at URL (e.g. "
                        + "http://console:8080/), which shows the N generators live as one run, changes the whole "
                        + "run's users (each generator takes its share) and stops it, and merges the results at the "
                        + "end. A console beyond loopback needs its token in SURGE_CONSOLE_TOKEN."
            })
    String coordinator;

    @Option(
            names = "--metrics-port",
            paramLabel = "PORT",
            description = {
                "Serve the run's live metrics for "
                        + "Prometheus at http://127.0.0.1:PORT/metrics (see --metrics-bind) while it runs: TPS, QPS by kind, users, response-time "
                        + "histograms per transaction, errors by SQLState, the run's phase, labelled with run_id, workload and "
                        + "generator (docs/distributed.md has the metrics and a Grafana dashboard)."
            })
    Integer metricsPort;

    @Option(
            names = "--metrics-bind",
            paramLabel = "ADDRESS",
            description = {
                "The address --metrics-port listens on (default: 127.0.0.1, this machine only). Any other, e.g. "
                        + "0.0.0.0 for every interface, needs SURGE_METRICS_TOKEN: a secret every scrape must send "
                        + "as a bearer token (Prometheus: authorization in the scrape config)."
            })
    String metricsBind;

    @Option(names = "--quiet", description = "No live lines, only the summary.")
    boolean quiet;

    @Option(
            names = "--wide",
            description = "Every column in the summary's transaction table (name, min, p90, "
                    + "p99.9); by default it fits 100 columns.")
    boolean wide;

    /** The AWR user's password: SURGE_AWR_PASSWORD or a prompt; never a flag, never logged or stored. */
    static String awrPassword(String user) {
        String pw = System.getenv("SURGE_AWR_PASSWORD");
        if (pw != null) {
            return pw;
        }
        java.io.Console console = System.console();
        if (console == null) {
            throw SurgeException.usage("--awr-user " + user + " needs a password: set SURGE_AWR_PASSWORD (there is "
                    + "no terminal to ask on).");
        }
        char[] chars = console.readPassword("AWR password for %s: ", user);
        return chars == null ? "" : new String(chars);
    }

    /** An ISO-8601 instant with a zone or offset; one sentence otherwise. */
    static java.time.Instant parseStartAt(String text) {
        try {
            return java.time.OffsetDateTime.parse(text.strip()).toInstant();
        } catch (java.time.format.DateTimeParseException e) {
            throw SurgeException.usage("--start-at takes an ISO-8601 time with its zone, e.g. 2025-06-01T14:00:00Z "
                    + "or 2025-06-01T16:00:00+02:00 (got '" + text + "').");
        }
    }

    /** {@code --max-errors N} (a count that ends the run) or {@code P%} (a share judged at the end). */
    static void applyMaxErrors(RunSpec s, String value) {
        String v = value.strip();
        try {
            if (v.endsWith("%")) {
                s.maxErrorPercent(
                        Double.parseDouble(v.substring(0, v.length() - 1).strip()));
            } else {
                long n = Long.parseLong(v);
                s.maxErrors(n);
                if (n == 0) {
                    // 0 was "no limit" before shares existed: still no limit, and no share either.
                    s.maxErrorPercent(100);
                }
            }
        } catch (NumberFormatException e) {
            throw SurgeException.usage(
                    "--max-errors takes a count or a percentage, e.g. 100 or 5% (got '" + value + "').");
        }
    }

    RunSpec toSpec(String workload, ConnectionOptions connection) {
        if (users != null && users <= 0) {
            throw SurgeException.usage("--users must be at least 1 (got " + users + ").");
        }
        if (bind && literalSql) {
            throw SurgeException.usage("Choose --bind or --literal-sql, not both.");
        }
        RunSpec s = behaviour.applyTo(new RunSpec(workload)
                .connection(connection.spec())
                .runTime(runTime.isZero() ? null : runTime)
                .maxTransactions(maxTransactions)
                .rate(rate)
                .phases(phases == null ? null : Phase.parseAll(phases))
                .abortOnError(abortOnError)
                .resultsDir(results));
        applyMaxErrors(s, maxErrors);
        if (generator != null) {
            s.generator(GeneratorShare.parse(generator));
        }
        s.runId(runId).barrier(barrier).barrierTimeout(barrierTimeout);
        if (startAt != null) {
            s.startAt(parseStartAt(startAt));
        }
        if (awr || awrUser != null) {
            if (!"awr".equals(Surgebench.snapshotOption(s.connection().url()))) {
                throw SurgeException.usage("--awr works with Oracle databases only (jdbc:oracle:thin:... URLs).");
            }
            s.option("awr", "true");
        }
        if (awrUser != null) {
            s.option("awr-user", awrUser);
            s.secretOption("awr-password", awrPassword(awrUser));
        }
        if (users != null) {
            s.users(users);
        }
        if (literalSql) {
            s.option("literal-sql", "true");
        }
        if (bind) {
            s.option("bind", "true");
        }
        return s;
    }
}
