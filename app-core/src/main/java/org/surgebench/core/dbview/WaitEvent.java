package org.surgebench.core.dbview;

/**
 * One of the top wait events of a run, as a database counts it: PostgreSQL from sampled active sessions
 * ({@code samples}, {@code avgActiveSessions}), Oracle from AWR's foreground waits ({@code waits},
 * {@code timeSeconds}, {@code avgWaitMs}); both give the share of DB time. Fields a database lacks are null.
 *
 * @param pctDbTime share of DB time (Oracle) or of active-session samples (PostgreSQL), in percent
 */
public record WaitEvent(
        String event,
        String waitClass,
        Long samples,
        Long waits,
        Double timeSeconds,
        Double avgWaitMs,
        Double pctDbTime,
        Double avgActiveSessions) {

    /** "IO:DataFileRead", "User I/O: db file sequential read", or the event alone (CPU). */
    public String qualifiedName() {
        return waitClass == null || waitClass.equals(event) ? event : waitClass + ":" + event;
    }
}
