package org.surgebench.core.spi;

import java.time.Duration;
import java.util.Locale;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.Resilience;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Think;

/**
 * How a workload runs when the user does not say otherwise: users, the think time between transactions and the
 * query timeout, e.g. Swingbench's Sales History configuration (16 users, 1..2 s, 55 s). The CLI, the desktop
 * app and the Java API apply these for every setting the user left unset; the results record the values used.
 *
 * @param users        concurrent users
 * @param thinkMin     shortest think time between transactions
 * @param thinkMax     longest think time between transactions
 * @param queryTimeout statements running longer are cancelled; {@link Duration#ZERO} for none
 * @param phases       the run's schedule ({@code --phase}), as a workload file's {@code run: phases:} gives it;
 *                     empty: none
 */
public record RunDefaults(
        int users,
        Duration thinkMin,
        Duration thinkMax,
        Duration queryTimeout,
        java.util.List<org.surgebench.core.settings.Phase> phases) {
    /** The engine's own: 8 users, no think time, no query timeout. */
    public static final RunDefaults ENGINE = new RunDefaults(8, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    /** Defaults without a schedule. */
    public RunDefaults(int users, Duration thinkMin, Duration thinkMax, Duration queryTimeout) {
        this(users, thinkMin, thinkMax, queryTimeout, java.util.List.of());
    }

    public RunDefaults {
        phases = phases == null ? java.util.List.of() : java.util.List.copyOf(phases);
        if (users < 1 || thinkMin.isNegative() || thinkMax.compareTo(thinkMin) < 0 || queryTimeout.isNegative()) {
            throw new IllegalArgumentException("Bad run defaults: " + users + " users, think " + thinkMin + ".."
                    + thinkMax + ", query timeout " + queryTimeout);
        }
    }

    /** These defaults as the layer of settings they are, told as {@code source}'s ("workload soe"). */
    public RunLayer layer(String source) {
        return RunLayer.of(source)
                .with(Load.USERS, users)
                .with(Think.MIN, thinkMin)
                .with(Think.MAX, thinkMax)
                .with(Resilience.QUERY_TIMEOUT, queryTimeout)
                .with(Load.PHASES, phases.isEmpty() ? null : phases);
    }

    /** One line for {@code surge list} and help texts, e.g. "16 users, think 1s..2s, query timeout 55s". */
    public String describe() {
        return describe(users, thinkMin, thinkMax, queryTimeout);
    }

    /** The same line for any values, e.g. those a run asked for (not checked here). */
    public static String describe(int users, Duration thinkMin, Duration thinkMax, Duration queryTimeout) {
        String think = thinkMax.isZero() ? "no think time" : "think " + format(thinkMin) + ".." + format(thinkMax);
        String timeout = queryTimeout.isZero() ? "no query timeout" : "query timeout " + format(queryTimeout);
        return users + " users, " + think + ", " + timeout;
    }

    private static String format(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : String.format(Locale.ROOT, "%dms", ms);
    }
}
