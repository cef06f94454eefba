package org.surgebench.core.generate;

/** Progress of a generation, per phase (create, load, index, analyze, finish). Called from worker threads. */
public interface GenerateListener {

    /** A phase starts; {@code total} is in the phase's unit (rows for load, statements otherwise). */
    default void onPhaseStart(String phase, long total, String unit) {}

    /** Cumulative progress of the running phase: units done, and for the load, bytes sent. */
    default void onProgress(String phase, long done, long bytes) {}

    /**
     * The running phase starts from work an interrupted generation did ({@code --resume}): its progress counts
     * include it, its speed must not.
     */
    default void onPhaseResumed(String phase, long done, long bytes) {}

    default void onPhaseEnd(String phase, double seconds) {}

    default void onMessage(String message) {}

    GenerateListener NONE = new GenerateListener() {};
}
