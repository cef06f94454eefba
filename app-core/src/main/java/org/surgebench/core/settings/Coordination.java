package org.surgebench.core.settings;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.surgebench.core.common.SettingException;

/**
 * How the generators of a run that several drive together find each other and start.
 *
 * @param generator      this generator's share of the run; null for a run in one process
 * @param runId          the run's id, shared by all its generators; null for a random one
 * @param startAt        when the users start; null for at once
 * @param barrier        wait until all generators of the run have connected, and start together
 * @param barrierTimeout how long to wait at the barrier for the others
 */
public record Coordination(
        GeneratorShare generator, String runId, Instant startAt, boolean barrier, Duration barrierTimeout) {
    public static final Setting<GeneratorShare> GENERATOR = new Setting<>("coordination", "generator");
    public static final Setting<String> RUN_ID = new Setting<>("coordination", "run-id");
    public static final Setting<Instant> START_AT = new Setting<>("coordination", "start-at");
    public static final Setting<Boolean> BARRIER = new Setting<>("coordination", "barrier", false);
    public static final Setting<Duration> BARRIER_TIMEOUT =
            new Setting<>("coordination", "barrier-timeout", Duration.ofMinutes(10));

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(GENERATOR, RUN_ID, START_AT, BARRIER, BARRIER_TIMEOUT);

    public Coordination {
        runId = runId == null || runId.isBlank() ? null : runId.strip();
        if (generator != null && runId == null) {
            throw new SettingException("{generator} " + generator + " needs {run-id}: give every generator of the run "
                    + "the same id, so their results can be merged and their metrics added up.");
        }
        if (barrier && generator == null) {
            throw new SettingException(
                    "{barrier} waits for the other generators of a run: give {generator} K/N (and {run-id}) too.");
        }
        Checks.notTooLong(BARRIER_TIMEOUT, barrierTimeout);
        if (!Checks.positive(barrierTimeout)) {
            throw new SettingException("{barrier-timeout} must be positive, e.g. 10m.");
        }
        if (runId != null && !runId.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new SettingException(
                    "{run-id} takes 1 to 64 letters, digits, '.', '_' or '-' (got '" + runId + "').");
        }
    }

    /** The users this generator runs of {@code total} (all of them for a run in one process). */
    public int usersHere(int total) {
        return generator == null ? total : (int) generator.of(total);
    }

    /** The number in the whole run of this generator's first of {@code total} users. */
    public int firstUser(int total) {
        return generator == null ? 1 : (int) generator.firstOf(total);
    }

    /** This generator's share of a count (0 stays 0: no count). */
    public long shareOf(long total) {
        return generator == null ? total : generator.of(total);
    }

    /** This generator's share of the rate, in proportion to its users. */
    public double rateHere(double rate, int totalUsers) {
        return generator == null ? rate : generator.rateOf(rate, totalUsers);
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Coordination from(RunLayer l) {
        return new Coordination(
                l.value(GENERATOR), l.value(RUN_ID), l.value(START_AT), l.value(BARRIER), l.value(BARRIER_TIMEOUT));
    }
}
