package org.surgebench.core.settings;

import java.time.Duration;
import java.util.List;
import org.surgebench.core.common.SettingException;

/**
 * How much load a run puts on the database and for how long.
 *
 * @param users           the users of the whole run, over all generators
 * @param rampUp          the users log on spread evenly over this time
 * @param warmUp          run but not measured, from the start
 * @param runTime         the measured window; {@link Duration#ZERO} for a run bound by a transaction count only
 * @param maxTransactions the measured transactions the whole run stops after; 0: no count
 * @param rate            the open model's transactions per second over all users; 0: the closed model
 * @param phases          the run's schedule ({@link Phase}), one phase after another after the warm-up; empty: one
 *                        phase of the run's settings. With phases, the run time is theirs added up.
 */
public record Load(
        int users,
        Duration rampUp,
        Duration warmUp,
        Duration runTime,
        long maxTransactions,
        double rate,
        List<Phase> phases) {
    public static final Setting<Integer> USERS = new Setting<>("load", "users", 8);
    public static final Setting<Duration> RAMP_UP = new Setting<>("load", "ramp-up", Duration.ZERO);
    public static final Setting<Duration> WARM_UP = new Setting<>("load", "warmup", Duration.ZERO);
    public static final Setting<Duration> RUN_TIME = new Setting<>("load", "run-time", Duration.ofSeconds(60));
    public static final Setting<Long> MAX_TRANSACTIONS = new Setting<>("load", "max-transactions", 0L);
    public static final Setting<Double> RATE = new Setting<>("load", "rate", 0.0);
    public static final Setting<List<Phase>> PHASES = new Setting<>("load", "phase", List.of());

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS =
            List.of(USERS, RAMP_UP, WARM_UP, RUN_TIME, MAX_TRANSACTIONS, RATE, PHASES);

    /** A run of one phase: its own settings throughout. */
    public Load(int users, Duration rampUp, Duration warmUp, Duration runTime, long maxTransactions, double rate) {
        this(users, rampUp, warmUp, runTime, maxTransactions, rate, List.of());
    }

    public Load {
        phases = phases == null ? List.of() : List.copyOf(phases);
        if (!phases.isEmpty() && maxTransactions > 0) {
            throw new SettingException("{phase} and {max-transactions} both bound the run: give one of them.");
        }
        // The phases are the measured window: its length is theirs, whatever run time lies beneath.
        runTime = !phases.isEmpty() ? Phase.total(phases) : runTime == null ? Duration.ZERO : runTime;
        if (users <= 0) {
            throw new SettingException("{users} must be at least 1 (got " + users + ").");
        }
        if (!Checks.positive(runTime) && maxTransactions <= 0) {
            throw new SettingException(
                    "Give a positive run time ({run-time}) or a transaction count ({max-transactions}).");
        }
        Checks.notTooLong(RUN_TIME, runTime);
        Checks.notTooLong(RAMP_UP, rampUp);
        Checks.notTooLong(WARM_UP, warmUp);
        if (Checks.negative(rampUp)) {
            throw new SettingException("{ramp-up} must not be negative.");
        }
        if (Checks.negative(warmUp)) {
            throw new SettingException("{warmup} must not be negative.");
        }
        // Written so that NaN fails too: NaN < 0 is false, and a NaN rate ran the closed model.
        if (!(rate >= 0) || Double.isInfinite(rate)) {
            throw new SettingException(
                    "{rate} must be positive (transactions per second), or 0 for the closed model (got " + rate + ").");
        }
        Checks.notNegative(MAX_TRANSACTIONS, maxTransactions);
    }

    /** Whether the users run an open model at a rate, rather than one transaction after another. */
    public boolean open() {
        return rate > 0;
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Load from(RunLayer l) {
        return new Load(
                l.value(USERS),
                l.value(RAMP_UP),
                l.value(WARM_UP),
                l.value(RUN_TIME),
                l.value(MAX_TRANSACTIONS),
                l.value(RATE),
                l.value(PHASES));
    }
}
