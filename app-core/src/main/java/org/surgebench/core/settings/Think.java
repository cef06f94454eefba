package org.surgebench.core.settings;

import java.time.Duration;
import java.util.List;
import org.surgebench.core.common.SettingException;

/**
 * How long a user waits between transactions and between the steps of one, each uniform between min and max.
 *
 * @param min              shortest think time between transactions
 * @param max              longest think time between transactions
 * @param intraMin         shortest think time inside a transaction (between its steps)
 * @param intraMax         longest think time inside a transaction
 * @param includeInTimings whether response times include the think time inside transactions (Swingbench's
 *                         TimingsIncludeSleep); also the sleeps a stored procedure reports
 */
public record Think(Duration min, Duration max, Duration intraMin, Duration intraMax, boolean includeInTimings) {
    public static final Setting<Duration> MIN = new Setting<>("think", "think-min", Duration.ZERO);
    public static final Setting<Duration> MAX = new Setting<>("think", "think-max", Duration.ZERO);
    public static final Setting<Duration> INTRA_MIN = new Setting<>("think", "intra-think-min", Duration.ZERO);
    public static final Setting<Duration> INTRA_MAX = new Setting<>("think", "intra-think-max", Duration.ZERO);
    public static final Setting<Boolean> INCLUDE_IN_TIMINGS = new Setting<>("think", "timings-include-think", false);

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(MIN, MAX, INTRA_MIN, INTRA_MAX, INCLUDE_IN_TIMINGS);

    /** No think time at all. */
    public static final Think NONE = new Think(Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ZERO, false);

    public Think {
        Checks.notTooLong(MAX, max);
        Checks.notTooLong(INTRA_MAX, intraMax);
        if (Checks.negative(min) || Checks.negative(max) || max.compareTo(min) < 0) {
            throw new SettingException("Think times must be >= 0 with {think-max} >= {think-min}.");
        }
        if (Checks.negative(intraMin) || Checks.negative(intraMax) || intraMax.compareTo(intraMin) < 0) {
            throw new SettingException(
                    "Intra-transaction think times must be >= 0 with {intra-think-max} >= {intra-think-min}.");
        }
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Think from(RunLayer l) {
        return new Think(
                l.value(MIN), l.value(MAX), l.value(INTRA_MIN), l.value(INTRA_MAX), l.value(INCLUDE_IN_TIMINGS));
    }
}
