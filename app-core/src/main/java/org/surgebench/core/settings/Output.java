package org.surgebench.core.settings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SettingException;

/**
 * What a run writes and what it tells the workload: its results, their note and sampling, and the options.
 *
 * @param resultsDir     where the results go; null: not written
 * @param comment        a note that goes with the results; null for none
 * @param sampleInterval how often the run's figures are sampled
 * @param options        the workload's and the snapshot providers' options ({@code --option key=value})
 * @param secretOptions  options never written to results or logs (a password, say)
 * @param perStatement   time each statement of each transaction on the client, as {@code pgbench -r}
 * @param logTransactions the share of transactions written one a line to the transaction log beside the
 *                       results (1: all, 0.01: one in a hundred); 0: no log
 * @param dbHostAgent    HOST:PORT of a {@code surge agent} on the database host, whose figures are then the
 *                       results' database host figures; null: the database's disks are watched from here if it is
 *                       on this host
 * @param dbHostAgentToken the token the agent asks for (secret: never written); null when it asks for none
 */
public record Output(
        Path resultsDir,
        String comment,
        Duration sampleInterval,
        Map<String, String> options,
        Map<String, String> secretOptions,
        boolean perStatement,
        double logTransactions,
        String dbHostAgent,
        String dbHostAgentToken) {
    public static final Setting<Path> RESULTS_DIR = new Setting<>("output", "results");
    public static final Setting<String> COMMENT = new Setting<>("output", "comment");
    public static final Setting<Duration> SAMPLE_INTERVAL =
            new Setting<>("output", "sample-interval", Duration.ofSeconds(1));
    public static final Setting<Map<String, String>> OPTIONS = new Setting<>("output", "option", Map.of());
    public static final Setting<Map<String, String>> SECRET_OPTIONS =
            new Setting<>("output", "secret-option", Map.of());
    public static final Setting<Boolean> PER_STATEMENT = new Setting<>("output", "per-statement", false);
    public static final Setting<Double> LOG_TRANSACTIONS = new Setting<>("output", "log-transactions", 0.0);
    public static final Setting<String> DB_HOST_AGENT = new Setting<>("output", "db-host-agent");
    public static final Setting<String> DB_HOST_AGENT_TOKEN = new Setting<>("output", "db-host-agent-token");

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(
            RESULTS_DIR,
            COMMENT,
            SAMPLE_INTERVAL,
            OPTIONS,
            SECRET_OPTIONS,
            PER_STATEMENT,
            LOG_TRANSACTIONS,
            DB_HOST_AGENT,
            DB_HOST_AGENT_TOKEN);

    public Output {
        comment = comment == null || comment.isBlank() ? null : comment.strip();
        options = Ordered.map(options);
        secretOptions = Ordered.map(secretOptions);
        Checks.notTooLong(SAMPLE_INTERVAL, sampleInterval);
        if (!Checks.positive(sampleInterval)) {
            throw new SettingException("{sample-interval} must be positive, e.g. 1s.");
        }
        if (!(logTransactions >= 0 && logTransactions <= 1)) {
            throw new SettingException("{log-transactions} takes the share of transactions to log, from 0 to 1, e.g. "
                    + "0.01 for one in a hundred (got " + logTransactions + ").");
        }
        dbHostAgent = dbHostAgent == null || dbHostAgent.isBlank() ? null : dbHostAgent.strip();
        if (dbHostAgent != null && !dbHostAgent.matches("([^\\s:\\[\\]/]+|\\[[0-9A-Fa-f:.]+]):0*[1-9][0-9]{0,4}")
                || dbHostAgent != null && Integer.parseInt(dbHostAgent.replaceAll(".*:", "")) > 65535) {
            throw new SettingException(
                    "{db-host-agent} takes the HOST:PORT of a surge agent, e.g. db1:7479 (got '" + dbHostAgent + "').");
        }
        dbHostAgentToken = dbHostAgentToken == null || dbHostAgentToken.isBlank() ? null : dbHostAgentToken.strip();
    }

    @Override
    public String toString() {
        return "Output[resultsDir=" + resultsDir + ", comment=" + comment + ", sampleInterval=" + sampleInterval
                + ", options=" + options + ", secretOptions=" + secretOptions.keySet() + ", perStatement="
                + perStatement + ", logTransactions="
                + logTransactions + ", dbHostAgent=" + dbHostAgent + "]";
    }

    /** This group as results store it: no secret option, the values of options that name one masked. */
    public Output withoutSecrets() {
        return new Output(
                resultsDir,
                comment,
                sampleInterval,
                Secrets.maskOptions(options),
                null,
                perStatement,
                logTransactions,
                dbHostAgent,
                null);
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Output from(RunLayer l) {
        return new Output(
                l.value(RESULTS_DIR),
                l.value(COMMENT),
                l.value(SAMPLE_INTERVAL),
                l.value(OPTIONS),
                l.value(SECRET_OPTIONS),
                l.value(PER_STATEMENT),
                l.value(LOG_TRANSACTIONS),
                l.value(DB_HOST_AGENT),
                l.value(DB_HOST_AGENT_TOKEN));
    }
}
