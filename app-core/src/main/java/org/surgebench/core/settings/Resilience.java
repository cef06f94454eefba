package org.surgebench.core.settings;

import java.time.Duration;
import java.util.List;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SettingException;

/**
 * What a run does when the database fails it: how long users wait and retry, and how many errors end the run.
 *
 * @param maxErrors        the error count that ends the run (and fails it); 0: the share decides at the end
 * @param maxErrorPercent  without a count, the run fails when more than this percentage of its attempts failed
 * @param abortOnError     end the run at the first error
 * @param allowFewerUsers  go on with the users that could log on, rather than failing the run
 * @param reconnectTimeout how long a user keeps trying to reconnect before it gives up
 * @param stallTimeout     a transaction waiting this long is presumed cut off and its connection dropped;
 *                         {@link Duration#ZERO}: never; null: the workload's default
 * @param queryTimeout     statements running longer are cancelled; {@link Duration#ZERO}: never; whole seconds
 * @param maxTries         how often a transaction is tried when the database rolls it back for a serialization
 *                         failure or a deadlock (as the dialect classifies them); 1: never retried
 */
public record Resilience(
        long maxErrors,
        double maxErrorPercent,
        boolean abortOnError,
        boolean allowFewerUsers,
        Duration reconnectTimeout,
        Duration stallTimeout,
        Duration queryTimeout,
        int maxTries) {
    public static final Setting<Long> MAX_ERRORS = new Setting<>("resilience", "max-errors", 0L);
    public static final Setting<Double> MAX_ERROR_PERCENT =
            new Setting<>("resilience", "max-error-percent", EngineDefaults.MAX_ERROR_PERCENT);
    public static final Setting<Boolean> ABORT_ON_ERROR = new Setting<>("resilience", "abort-on-error", false);
    public static final Setting<Boolean> ALLOW_FEWER_USERS = new Setting<>("resilience", "allow-fewer-users", false);
    public static final Setting<Duration> RECONNECT_TIMEOUT =
            new Setting<>("resilience", "reconnect-timeout", Duration.ofSeconds(60));
    public static final Setting<Duration> STALL_TIMEOUT = new Setting<>("resilience", "stall-timeout");
    public static final Setting<Duration> QUERY_TIMEOUT = new Setting<>("resilience", "query-timeout", Duration.ZERO);
    public static final Setting<Integer> MAX_TRIES = new Setting<>("resilience", "max-tries", 1);

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(
            MAX_ERRORS,
            MAX_ERROR_PERCENT,
            ABORT_ON_ERROR,
            ALLOW_FEWER_USERS,
            RECONNECT_TIMEOUT,
            STALL_TIMEOUT,
            QUERY_TIMEOUT,
            MAX_TRIES);

    public Resilience {
        Checks.notTooLong(RECONNECT_TIMEOUT, reconnectTimeout);
        Checks.notTooLong(STALL_TIMEOUT, stallTimeout);
        Checks.notTooLong(QUERY_TIMEOUT, queryTimeout);
        if (!Checks.positive(reconnectTimeout)) {
            throw new SettingException("{reconnect-timeout} must be positive, e.g. 30s.");
        }
        if (stallTimeout != null && stallTimeout.isNegative()) {
            throw new SettingException("{stall-timeout} must be 0 (never) or positive, e.g. 2m.");
        }
        if (queryTimeout == null || queryTimeout.isNegative() || queryTimeout.toMillis() % 1000 != 0) {
            throw new SettingException("{query-timeout} must be whole seconds, 0 for none (got "
                    + (queryTimeout == null ? "none" : Durations.format(queryTimeout)) + ").");
        }
        if (!(maxErrorPercent >= 0 && maxErrorPercent <= 100)) {
            throw new SettingException(
                    "{max-errors} as a share must be from 0% to 100% (got " + maxErrorPercent + "%).");
        }
        Checks.notNegative(MAX_ERRORS, maxErrors);
        if (maxTries < 1) {
            throw new SettingException("{max-tries} must be at least 1, the first try (got " + maxTries + ").");
        }
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Resilience from(RunLayer l) {
        return new Resilience(
                l.value(MAX_ERRORS),
                l.value(MAX_ERROR_PERCENT),
                l.value(ABORT_ON_ERROR),
                l.value(ALLOW_FEWER_USERS),
                l.value(RECONNECT_TIMEOUT),
                l.value(STALL_TIMEOUT),
                l.value(QUERY_TIMEOUT),
                l.value(MAX_TRIES));
    }
}
