package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.api.RunSpec;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.api.UserThreads;
import picocli.CommandLine.Option;

/** The load options of {@code surge run}, in the spirit of charbench's flags. */
final class RunOptions {
    @Option(names = {"-u", "--users"}, defaultValue = "8", paramLabel = "N",
            description = "Concurrent users, each with its own connection (default: ${DEFAULT-VALUE}).")
    int users;

    @Option(names = {"-rt", "--run-time"}, defaultValue = "60s", paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Measured time, e.g. 30s, 5m, 1h (default: ${DEFAULT-VALUE}); 0 with --max-transactions.")
    Duration runTime;

    @Option(names = "--max-transactions", defaultValue = "0", paramLabel = "N",
            description = "Stop after N measured transactions (default: no limit).")
    long maxTransactions;

    @Option(names = "--think-min", defaultValue = "0", paramLabel = "TIME", converter = DurationConverter.Millis.class,
            description = "Minimum think time between transactions (plain number = ms, as charbench).")
    Duration thinkMin;

    @Option(names = "--think-max", paramLabel = "TIME", converter = DurationConverter.Millis.class,
            description = "Maximum think time between transactions (default: --think-min).")
    Duration thinkMax;

    @Option(names = "--intra-think-min", defaultValue = "0", paramLabel = "TIME",
            converter = DurationConverter.Millis.class, description = "Minimum think time inside a transaction.")
    Duration intraMin;

    @Option(names = "--intra-think-max", paramLabel = "TIME", converter = DurationConverter.Millis.class,
            description = "Maximum think time inside a transaction.")
    Duration intraMax;

    @Option(names = "--ramp-up", defaultValue = "0", paramLabel = "TIME", converter = DurationConverter.class,
            description = "Users log on spread over this time.")
    Duration rampUp;

    @Option(names = "--warmup", defaultValue = "0", paramLabel = "TIME", converter = DurationConverter.class,
            description = "Run this long before measuring starts.")
    Duration warmUp;

    @Option(names = "--mix", paramLabel = "NAME", description = "Named transaction mix (see `surge list`).")
    String mix;

    @Option(names = "--enable", split = ",", paramLabel = "TX", description = "Enable transactions by short name.")
    List<String> enable = new ArrayList<>();

    @Option(names = "--disable", split = ",", paramLabel = "TX", description = "Disable transactions by short name.")
    List<String> disable = new ArrayList<>();

    @Option(names = "--weight", split = ",", paramLabel = "TX=N", description = "Set weights, e.g. --weight BP=60,OP=30.")
    Map<String, Integer> weights = new LinkedHashMap<>();

    @Option(names = "--seed", defaultValue = "1", description = "Random seed: the same seed gives each user the "
            + "same transaction sequence (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--rate", defaultValue = "0", paramLabel = "TPS",
            description = "Open model: target transactions/s over all users; response time is measured from the "
                    + "intended start (default: closed model).")
    double rate;

    @Option(names = "--pool", defaultValue = "0", paramLabel = "N",
            description = "Share a pool of N connections among the users instead of one each.")
    int pool;

    @Option(names = "--user-threads", defaultValue = "auto", paramLabel = "KIND",
            description = "Threads that run the users: auto (platform threads up to 32 users, virtual beyond), "
                    + "platform or virtual (default: ${DEFAULT-VALUE}).")
    String userThreads;

    @Option(names = "--max-errors", defaultValue = "0", paramLabel = "N", description = "End the run after N errors.")
    long maxErrors;

    @Option(names = "--abort-on-error", description = "End the run at the first error.")
    boolean abortOnError;

    @Option(names = "--reconnect-timeout", defaultValue = "60s", paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "How long a user whose connection died keeps reconnecting (with backoff) before it gives "
                    + "up; the run ends when every user gave up (default: ${DEFAULT-VALUE}).")
    Duration reconnectTimeout;

    @Option(names = "--stall-timeout", paramLabel = "TIME", converter = DurationConverter.class,
            description = "A transaction with no answer from the database for this long is presumed cut off by a "
                    + "silent network: its connection is dropped and the user reconnects; 0 never drops one "
                    + "(default: 2m, 30m for sh).")
    Duration stallTimeout;

    @Option(names = {"-r", "--results"}, defaultValue = "results", paramLabel = "DIR",
            description = "Folder for the results JSON, CSV and report (default: ./${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--option", split = ",", paramLabel = "KEY=VALUE",
            description = "Workload or database option, e.g. --option awr=true.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--awr", description = {"Oracle: take AWR snapshots at the start and end of the measured "
            + "window, save the AWR report beside the results and add its load profile to them "
            + "(needs the Diagnostics Pack); --option awr=true."})
    boolean awr;

    @Option(names = "--awr-user", paramLabel = "USER", description = "Oracle user for AWR (e.g. a DBA), separate "
            + "from the workload user; its password comes from SURGE_AWR_PASSWORD or is asked for. Implies --awr.")
    String awrUser;

    @Option(names = "--db-host-stats", description = "Sample /proc/diskstats here as the database's disks (iostat "
            + "figures in the report) even when its URL does not name this host.")
    boolean dbHostStats;

    @Option(names = "--literal-sql", description = "Send query values as literals instead of bind variables "
            + "(a new statement text per execution, as Swingbench's literal SQL; sets --option literal-sql=true).")
    boolean literalSql;

    @Option(names = "--quiet", description = "No live lines, only the summary.")
    boolean quiet;

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

    RunSpec toSpec(String workload, ConnectionOptions connection) {
        if (users <= 0) {
            throw SurgeException.usage("--users must be at least 1 (got " + users + ").");
        }
        RunSpec s = new RunSpec(workload).connection(connection.spec()).users(users)
                .runTime(runTime.isZero() ? null : runTime).maxTransactions(maxTransactions)
                .thinkTime(thinkMin, thinkMax == null ? thinkMin : thinkMax)
                .intraThinkTime(intraMin, intraMax == null ? intraMin : intraMax)
                .rampUp(rampUp).warmUp(warmUp).mix(mix).seed(seed).rate(rate).sharedPool(pool).userThreads(userThreads())
                .maxErrors(maxErrors)
                .abortOnError(abortOnError).reconnectTimeout(reconnectTimeout).stallTimeout(stallTimeout).resultsDir(results);
        enable.forEach(s::enable);
        disable.forEach(s::disable);
        weights.forEach(s::weight);
        options.forEach(s::option);
        if (awr || awrUser != null) {
            if (!s.connection().url().startsWith("jdbc:oracle:")) {
                throw SurgeException.usage("--awr works with Oracle databases only (jdbc:oracle:thin:... URLs).");
            }
            s.option("awr", "true");
        }
        if (awrUser != null) {
            s.option("awr-user", awrUser);
            s.secretOption("awr-password", awrPassword(awrUser));
        }
        if (dbHostStats) {
            s.option(org.surgebench.core.host.DatabaseLocality.OPTION, "true");
        }
        if (literalSql) {
            s.option("literal-sql", "true");
        }
        return s;
    }

    private UserThreads userThreads() {
        try {
            return UserThreads.valueOf(userThreads.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw SurgeException.usage("--user-threads must be auto, platform or virtual (got '" + userThreads + "').");
        }
    }
}
