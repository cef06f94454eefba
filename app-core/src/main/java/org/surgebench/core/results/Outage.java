package org.surgebench.core.results;

import java.time.Instant;

/**
 * A stretch of the measured window in which the database stopped answering: no transaction completed although
 * users were held up waiting on it (a restart, a network cut, a lock on everything), found by the run's outage
 * watch (docs/reliability.md, "Outages").
 *
 * @param startedAt       when the last transaction before it completed (wall clock)
 * @param startSeconds    the same, in seconds since the run started (the time series' axis)
 * @param silentSeconds   how long no transaction completed: until the first one after it, or until the run ended
 * @param recoverySeconds from its start until a second's throughput was back to 90 % of the minute before it;
 *                        null when it did not get back there before the run ended
 * @param usersAffected   the users held up by it: in a transaction that did not complete, or reconnecting
 * @param ended           whether transactions completed again before the run ended
 */
public record Outage(
        Instant startedAt,
        double startSeconds,
        double silentSeconds,
        Double recoverySeconds,
        int usersAffected,
        boolean ended) {}
