package org.surgebench.core.generate;

/**
 * A generation in progress: cancel it, wait for its report. The counterpart of a run's
 * {@link org.surgebench.core.run.RunSession}, so that the spec says only what to build and the session is the one
 * thing that can stop it.
 */
public interface GenerateSession {

    /**
     * Asks the generation to stop after the chunks (or statements) in flight; the schema stays marked incomplete,
     * to be finished later with a resumed generation. {@link #await()} then throws the cancellation.
     */
    void cancel();

    /**
     * Waits for the end and returns the report; a generation that failed or was cancelled throws its
     * {@link org.surgebench.core.common.SurgeException} here, in the caller's thread.
     */
    GenerateReport await() throws InterruptedException;

    boolean isFinished();
}
