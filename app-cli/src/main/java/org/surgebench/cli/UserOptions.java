package org.surgebench.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.host.HostAgent;
import org.surgebench.core.run.RunSpec;
import picocli.CommandLine.Option;

/**
 * How the users behave, shared by {@code surge run} and {@code surge sweep}: think times, ramp-up and warm-up,
 * the mix and its weights, the seed, connections (dedicated or a pool, threads), fault handling and options.
 * What differs between the two (the user count or counts, the run or step time, the results wording) stays
 * in each command.
 */
final class UserOptions {
    @Option(
            names = "--think-min",
            paramLabel = "TIME",
            converter = DurationConverter.Millis.class,
            description = "Minimum think time between transactions (plain number = ms, as charbench; default: the "
                    + "workload's, 0 for most, 1s for sh; see `surge list`).")
    Duration thinkMin;

    @Option(
            names = "--think-max",
            paramLabel = "TIME",
            converter = DurationConverter.Millis.class,
            description = "Maximum think time between transactions (default: --think-min when that is given, else the "
                    + "workload's: 2s for sh).")
    Duration thinkMax;

    @Option(
            names = "--query-timeout",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Cancel a statement running longer than this, whole seconds, 0 for never (default: the "
                    + "workload's: 55s for sh as Swingbench, none for the others). It counts as a `query timeout` "
                    + "error.")
    Duration queryTimeout;

    @Option(
            names = "--intra-think-min",
            defaultValue = "0",
            paramLabel = "TIME",
            converter = DurationConverter.Millis.class,
            description = "Minimum think time inside a transaction.")
    Duration intraMin;

    @Option(
            names = "--intra-think-max",
            paramLabel = "TIME",
            converter = DurationConverter.Millis.class,
            description = "Maximum think time inside a transaction.")
    Duration intraMax;

    @Option(
            names = "--timings-include-think",
            description = "Response times include the intra-transaction think "
                    + "time (by default they leave it out, as Swingbench's TimingsIncludeSleep=false).")
    boolean timingsIncludeThink;

    @Option(
            names = "--ramp-up",
            defaultValue = "0",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Users log on spread over this time.")
    Duration rampUp;

    @Option(
            names = "--warmup",
            defaultValue = "0",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Run this long before measuring starts.")
    Duration warmUp;

    @Option(names = "--mix", paramLabel = "NAME", description = "Named transaction mix (see `surge list`).")
    String mix;

    @Option(
            names = "--variant",
            paramLabel = "NAME",
            description = "How the workload runs its transactions, where "
                    + "it has several ways (see `surge list`): soe's server (one stored-procedure call per transaction, "
                    + "Swingbench's default) or client (a round trip per statement). Default: server where the database has "
                    + "stored procedures, client on H2.")
    String variant;

    @Option(names = "--enable", split = ",", paramLabel = "TX", description = "Enable transactions by short name.")
    List<String> enable = new ArrayList<>();

    @Option(names = "--disable", split = ",", paramLabel = "TX", description = "Disable transactions by short name.")
    List<String> disable = new ArrayList<>();

    @Option(
            names = "--weight",
            split = ",",
            paramLabel = "TX=N",
            description = "Set weights, e.g. --weight BP=60,OP=30. Renamed transactions keep their former short names "
                    + "for one release (sh: SRM, SRW, SCM, SCW, PSY, PMR, PPC, WWC; see `surge list`).")
    Map<String, Integer> weights = new LinkedHashMap<>();

    @Option(
            names = "--mix-draw",
            defaultValue = "deck",
            paramLabel = "deck|random",
            description = {
                "How each "
                        + "transaction is chosen from the weights: deck (default) deals from a shuffled deck shared by all users, "
                        + "one card per weight unit, reshuffled with the seed for each round, so even a short run follows the "
                        + "weights (exactly over each round: e.g. sh's 13 queries in 138 cards); random draws each "
                        + "transaction independently, as Swingbench does: the same expected mix, more scatter in short runs."
            })
    String mixDraw;

    @Option(
            names = "--seed",
            defaultValue = "1",
            paramLabel = "N",
            description = "Random seed: the same seed deals the same "
                    + "sequence of transactions from the deck (which user gets which card depends on timing); with "
                    + "--mix-draw random it gives each user the same sequence (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--pool",
            defaultValue = "0",
            paramLabel = "N",
            description = "Share a pool of N connections among the users instead of one each (on event loops too: "
                    + "a transaction takes a connection, waiting in line when all are busy, and gives it back).")
    int pool;

    @Option(
            names = "--user-threads",
            defaultValue = "auto",
            paramLabel = "KIND",
            description = "Threads that run the users: auto (platform threads below 8 users; from 8 up, event "
                    + "loops where the run allows them, else threads: platform up to 32, virtual beyond; the run "
                    + "says which it chose and why), platform, virtual, or event-loop (PostgreSQL, tpcb: the "
                    + "users as callbacks on one event loop per core with a non-blocking client, as pgbench's "
                    + "threads serve several connections each; measured: less client CPU per transaction "
                    + "than threads from 8 to 1,000 users, more at 4; no --query-timeout or "
                    + "intra-transaction think time, and auto leaves --rate on threads) "
                    + "(default: ${DEFAULT-VALUE}).")
    String userThreads;

    @Option(
            names = "--allow-fewer-users",
            description = {
                "Run with the users that could log on when the server "
                        + "refuses some (max_connections, say), instead of failing (exit 6) at the end of the ramp-up plus "
                        + "10 s (10 s more at a time while users still come on and none was refused: a slow server); "
                        + "the refused users stop trying. The same for a --pool that cannot open all its connections. "
                        + "The summary and results show users asked and logged on either way."
            })
    boolean allowFewerUsers;

    @Option(
            names = "--reconnect-timeout",
            defaultValue = "60s",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "How long a user whose connection died keeps reconnecting (with backoff) before it gives "
                    + "up; the run ends when every user gave up (default: ${DEFAULT-VALUE}).")
    Duration reconnectTimeout;

    @Option(
            names = "--stall-timeout",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "A transaction with no answer from the database for this long is presumed cut off by a "
                    + "silent network: its connection is dropped and the user reconnects; 0 never drops one "
                    + "(default: 2m, 30m for sh).")
    Duration stallTimeout;

    @Option(
            names = "--max-tries",
            defaultValue = "1",
            paramLabel = "N",
            description = "Try a transaction up to N times when the database rolls it back for a serialization "
                    + "failure or a deadlock, as pgbench does; the results count first-try successes, retried "
                    + "successes and transactions out of tries, and a retried one's time includes its tries "
                    + "(default: ${DEFAULT-VALUE}, no retry).")
    int maxTries;

    @Option(
            names = "--per-statement",
            description = "Time each statement of each transaction on the client, as pgbench -r: the summary, the "
                    + "results and the report list each statement's average time and count per transaction.")
    boolean perStatement;

    @Option(
            names = "--log-transactions",
            arity = "0..1",
            fallbackValue = "1",
            defaultValue = "0",
            paramLabel = "SAMPLE",
            description = "Write one line per transaction (time, user, transaction, latency in microseconds, "
                    + "outcome, retries) to a compressed file beside the results; SAMPLE logs that share of them, "
                    + "e.g. 0.01 for one in a hundred (default without SAMPLE: all).")
    double logTransactions;

    @Option(
            names = "--option",
            split = ",",
            paramLabel = "KEY=VALUE",
            description = "Workload or database option, e.g. --option awr=true. The value of a key naming a "
                    + "password, secret or token is shown and stored as ***."
                    + " `surge list WORKLOAD` shows the keys each workload and database takes; an unknown key or a value "
                    + "of the wrong kind is refused before anything is done.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(
            names = "--comment",
            paramLabel = "TEXT",
            description = "A note that goes with the results, e.g. "
                    + "\"baseline\" or \"after adding the index\": shown in the summary, the report and surge compare.")
    String comment;

    @Option(
            names = "--db-host-stats",
            description = "Sample /proc/diskstats here as the database's disks (iostat "
                    + "figures in the report) even when its URL does not name this host.")
    boolean dbHostStats;

    @Option(
            names = "--db-host-agent",
            paramLabel = "HOST:PORT",
            description = "Take the database host's CPU, memory, disks and network from the `surge agent` running "
                    + "there (its token from " + HostAgent.TOKEN_ENV + "); refused when it does not answer.")
    String dbHostAgent;

    /** Puts these options on the spec. */
    RunSpec applyTo(RunSpec s) {
        if (thinkMin != null || thinkMax != null) {
            // One bound given: the other follows it (a maximum alone thinks 0..max).
            Duration min = thinkMin != null ? thinkMin : Duration.ZERO;
            s.thinkTime(min, thinkMax != null ? thinkMax : min);
        }
        if (queryTimeout != null) {
            s.queryTimeout(queryTimeout);
        }
        s.intraThinkTime(intraMin, intraMax == null ? intraMin : intraMax)
                .timingsIncludeThink(timingsIncludeThink)
                .variant(variant)
                .mixDraw(MixDraw.parse(mixDraw))
                .rampUp(rampUp)
                .warmUp(warmUp)
                .mix(mix)
                .seed(seed)
                .sharedPool(pool)
                .userThreads(userThreads())
                .reconnectTimeout(reconnectTimeout)
                .stallTimeout(stallTimeout)
                .maxTries(maxTries)
                .perStatement(perStatement)
                .logTransactions(logTransactions)
                .allowFewerUsers(allowFewerUsers)
                .comment(comment);
        enable.forEach(s::enable);
        disable.forEach(s::disable);
        weights.forEach(s::weight);
        options.forEach(s::option);
        if (dbHostStats) {
            s.option(Surgebench.DB_HOST_STATS_OPTION, "true");
        }
        if (dbHostAgent != null) {
            s.dbHostAgent(dbHostAgent, System.getenv(HostAgent.TOKEN_ENV));
        }
        return s;
    }

    private UserThreads userThreads() {
        try {
            return UserThreads.valueOf(
                    userThreads.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw SurgeException.usage(
                    "--user-threads must be auto, platform, virtual or event-loop (got '" + userThreads + "').");
        }
    }
}
