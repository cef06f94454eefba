package org.surgebench.core.settings;

import java.time.Duration;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SettingException;

/** The rules several groups share, each a sentence that names the setting. */
final class Checks {
    private Checks() {}

    static boolean positive(Duration d) {
        return d != null && !d.isNegative() && !d.isZero();
    }

    static boolean negative(Duration d) {
        return d == null || d.isNegative();
    }

    /** Refuses a duration beyond {@link Durations#LONGEST}: nobody means it, and nanoseconds would overflow. */
    static void notTooLong(Setting<?> setting, Duration d) {
        if (d != null && d.compareTo(Durations.LONGEST) > 0) {
            throw new SettingException("{" + setting.name() + "} " + Durations.format(d) + " is longer than the "
                    + Durations.LONGEST.toDays() + " days a duration may be.");
        }
    }

    /** Refuses a negative count with the sentence {@code {name} must not be negative (got N).}. */
    static void notNegative(Setting<?> setting, double n) {
        if (n < 0) {
            throw new SettingException("{" + setting.name() + "} must not be negative (got " + Numbers.plain(n) + ").");
        }
    }

    /** A number as written: 5, not 5.0. */
    private static final class Numbers {
        static String plain(double n) {
            return n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
        }
    }
}
