package org.surgebench.core.driver;

/** What users ask of the run they belong to. */
interface RunControl {
    /** True once the run as a whole is ending. */
    boolean stopping();

    /** Whether the interval that is running now counts toward the measured window. */
    boolean measuring();

    /** A user saw an error; the run may decide to end (--max-errors, --abort-on-error). */
    void errorSeen(Throwable error);

    /** A measured transaction completed; returns false once --max-transactions is reached. */
    boolean completed();

    /** A message for the event log. */
    void event(String message);
}
