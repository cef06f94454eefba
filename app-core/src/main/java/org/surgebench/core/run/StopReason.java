package org.surgebench.core.run;

/**
 * Why a run stopped. Its {@link #label()} is what the results file ({@code stopReason}) and the summary show, so
 * that a reader and an older results file see the same words.
 */
public enum StopReason {
    /** The measured window ran to its end. */
    COMPLETED("completed", false),
    /** --max-transactions were measured. */
    MAX_TRANSACTIONS("max-transactions", false),
    /** Asked to stop (the GUI's stop button, an API caller). */
    STOPPED("stopped", false),
    /** Interrupted (Ctrl-C). */
    INTERRUPTED("interrupted", false),
    /** Too many errors (--max-errors). */
    MAX_ERRORS("max-errors", true),
    /** The first error (--abort-on-error). */
    ABORT_ON_ERROR("abort-on-error", true),
    /** No user could reconnect within --reconnect-timeout. */
    DATABASE_LOST("database-lost", true),
    /** Fewer users could log on than were asked for. */
    TOO_FEW_USERS("too-few-users", true),
    /** A user stuck in the database for good. */
    STALLED("stalled", true),
    /** The database's storage failed (a full disk). */
    STORAGE("storage", true);

    private final String label;
    private final boolean failed;

    StopReason(String label, boolean failed) {
        this.label = label;
        this.failed = failed;
    }

    /** The word written to results files and printed. */
    public String label() {
        return label;
    }

    /** Whether stopping for this reason fails the run (its stop message is the failure's sentence). */
    public boolean failed() {
        return failed;
    }

    /** Whether the run reached its planned end (the window's or the transaction count's). */
    public boolean planned() {
        return this == COMPLETED || this == MAX_TRANSACTIONS;
    }

    /** The reason a results file names with {@code label}, or null for none (or a word from elsewhere). */
    public static StopReason of(String label) {
        for (StopReason r : values()) {
            if (r.label.equals(label)) {
                return r;
            }
        }
        return null;
    }
}
