package org.surgebench.core.run;

import java.time.Duration;
import java.time.Instant;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.settings.GeneratorShare;

/**
 * The one place a run's settings are checked, before anything connects. Each sentence names its settings as
 * {@code {name}} (see {@link SettingException}), so every front door can say them in its own words.
 */
final class RunPlanCheck {
    private RunPlanCheck() {}

    /** Checks the spec's values as the run would use them (workload defaults applied). */
    static void check(RunSpec s) {
        checkUsersAndGenerators(s);
        checkWindow(s);
        checkTimes(s);
        checkLimits(s);
    }

    private static void checkUsersAndGenerators(RunSpec s) {
        int users = s.totalUsers();
        GeneratorShare g = s.generator();
        if (users <= 0) {
            throw new SettingException("{users} must be at least 1 (got " + users + ").");
        }
        if (g != null) {
            if (users < g.count()) {
                throw new SettingException("{generator} " + g + " splits " + users + " users over " + g.count()
                        + " generators: give at least one user per generator ({users} " + g.count() + " or more).");
            }
            long max = s.totalMaxTransactions();
            if (max > 0 && max < g.count()) {
                throw new SettingException("{max-transactions} " + max + " cannot be split over " + g.count()
                        + " generators: give at least " + g.count() + ".");
            }
            if (s.runId() == null) {
                throw new SettingException("{generator} " + g + " needs {run-id}: give every generator of the run "
                        + "the same id, so their results can be merged and their metrics added up.");
            }
        }
        Instant startAt = s.startAt();
        if (startAt != null && Instant.now().isAfter(startAt.plusSeconds(1))) {
            throw new SettingException("{start-at} " + startAt + " has passed (it is " + Instant.now()
                    + " now): give a time far enough ahead for every generator to connect first.");
        }
        if (s.barrier() && g == null) {
            throw new SettingException(
                    "{barrier} waits for the other generators of a run: give {generator} K/N " + "(and {run-id}) too.");
        }
        if (!positive(s.barrierTimeout())) {
            throw new SettingException("{barrier-timeout} must be positive, e.g. 10m.");
        }
        if (s.runId() != null && !s.runId().matches("[A-Za-z0-9._-]{1,64}")) {
            throw new SettingException(
                    "{run-id} takes 1 to 64 letters, digits, '.', '_' or '-' (got '" + s.runId() + "').");
        }
    }

    private static void checkWindow(RunSpec s) {
        Duration runTime = s.runTime();
        Duration interval = s.sampleInterval();
        if (!positive(runTime) && s.totalMaxTransactions() <= 0) {
            throw new SettingException(
                    "Give a positive run time ({run-time}) or a transaction count " + "({max-transactions}).");
        }
        if (runTime != null && !runTime.isZero() && runTime.compareTo(interval) < 0) {
            throw new SettingException("{run-time} " + Durations.format(runTime) + " is shorter than one sampling "
                    + "interval (" + Durations.format(interval) + "): give at least " + Durations.format(interval)
                    + ", or {max-transactions} for a count.");
        }
    }

    private static void checkTimes(RunSpec s) {
        for (Duration d : new Duration[] {
            s.runTime(),
            s.rampUp(),
            s.warmUp(),
            s.thinkMax(),
            s.intraThinkMax(),
            s.reconnectTimeout(),
            s.stallTimeout(),
            s.queryTimeout()
        }) {
            if (d != null && d.compareTo(Durations.LONGEST) > 0) {
                throw SurgeException.usage(Durations.format(d) + " is longer than the " + Durations.LONGEST.toDays()
                        + " days a duration may be.");
            }
        }
        if (negative(s.thinkMin()) || negative(s.thinkMax()) || s.thinkMax().compareTo(s.thinkMin()) < 0) {
            throw new SettingException("Think times must be >= 0 with {think-max} >= {think-min}.");
        }
        if (negative(s.intraThinkMin())
                || negative(s.intraThinkMax())
                || s.intraThinkMax().compareTo(s.intraThinkMin()) < 0) {
            throw SurgeException.usage("Intra-transaction think times must be >= 0 with max >= min.");
        }
        if (negative(s.rampUp()) || negative(s.warmUp())) {
            throw SurgeException.usage("Ramp-up and warm-up must not be negative.");
        }
        if (!positive(s.reconnectTimeout())) {
            throw new SettingException("{reconnect-timeout} must be positive, e.g. 30s.");
        }
        if (s.stallTimeout() != null && s.stallTimeout().isNegative()) {
            throw new SettingException("{stall-timeout} must be 0 (never) or positive, e.g. 2m.");
        }
        Duration timeout = s.queryTimeout();
        if (timeout.isNegative() || timeout.toMillis() % 1000 != 0) {
            throw new SettingException(
                    "{query-timeout} must be whole seconds, 0 for none (got " + Durations.format(timeout) + ").");
        }
    }

    private static void checkLimits(RunSpec s) {
        double percent = s.maxErrorPercent();
        if (!(percent >= 0 && percent <= 100)) {
            throw new SettingException("{max-errors} as a share must be from 0% to 100% (got " + percent + "%).");
        }
        if (s.totalRate() < 0) {
            throw new SettingException(
                    "{rate} must be positive (transactions per second), or 0 for the closed " + "model.");
        }
        if (s.sharedPoolSize() < 0 || s.maxErrors() < 0 || s.totalMaxTransactions() < 0) {
            throw new SettingException("Pool size, {max-errors} and {max-transactions} must not be negative.");
        }
        s.weights().forEach((tx, w) -> {
            if (w < 0) {
                throw SurgeException.usage(
                        "The weight of " + tx + " is negative (" + w + "); weights are 0 or " + "more.");
            }
        });
    }

    private static boolean positive(Duration d) {
        return d != null && !d.isNegative() && !d.isZero();
    }

    private static boolean negative(Duration d) {
        return d == null || d.isNegative();
    }
}
