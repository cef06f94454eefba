package org.surgebench.core.run;

import org.surgebench.core.results.RunResult;

/** A run in progress: change its user count, stop it, wait for its result. */
public interface RunSession {

    /** Sets the number of users while the run is live: new users log on, surplus ones log off. */
    void setUsers(int users);

    int users();

    /** Ends the run early; the measured window so far becomes the result. */
    void stop();

    /** Like {@link #stop()}, recorded as an interruption (Ctrl-C). */
    void interrupt();

    /** Waits for the end of the run and returns its result (written to disk first when configured). */
    RunResult await() throws InterruptedException;

    boolean isFinished();
}
