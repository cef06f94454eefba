package org.surgebench.core.db.oracle;

import java.util.List;

/**
 * The AWR rows of a begin and an end snapshot that the load profile is computed from, as read from the
 * DBA_HIST views (one row per snapshot and instance; several instances on RAC).
 */
record AwrRows(
        List<Snap> snapshots, List<Stat> sysstat, List<Stat> timeModel, List<Event> events, List<Bucket> histogram) {

    /** DBA_HIST_SNAPSHOT: when the snapshot ended and when its instance was started, epoch milliseconds. */
    record Snap(long snapId, int instance, long endMillis, long startupMillis) {}

    /** DBA_HIST_SYSSTAT or DBA_HIST_SYS_TIME_MODEL: a cumulative counter. */
    record Stat(long snapId, int instance, String name, long value) {}

    /** DBA_HIST_SYSTEM_EVENT: foreground waits and time waited (microseconds), cumulative. */
    record Event(long snapId, int instance, String name, String waitClass, long waitsFg, long timeWaitedMicroFg) {}

    /** DBA_HIST_EVENT_HISTOGRAM: waits that took less than {@code waitTimeMilli} ms (and at least half of it). */
    record Bucket(long snapId, int instance, String event, long waitTimeMilli, long waitCount) {}

    AwrRows {
        snapshots = List.copyOf(snapshots);
        sysstat = List.copyOf(sysstat);
        timeModel = List.copyOf(timeModel);
        events = List.copyOf(events);
        histogram = List.copyOf(histogram);
    }
}
