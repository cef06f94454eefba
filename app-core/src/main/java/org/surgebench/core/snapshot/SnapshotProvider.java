package org.surgebench.core.snapshot;

import java.sql.Connection;
import java.util.Map;

/**
 * The database's own view of a run (Oracle AWR, PostgreSQL statistics views): {@link #begin} at the start
 * of the measured window, {@link #end} at its end; what {@code end} returns goes into the results under
 * {@code database}. The figures every database gives are a {@link LoadProfile}, written under the same
 * names for every database (e.g. {@code physicalReadIoRequestsPerSec}).
 */
public interface SnapshotProvider extends AutoCloseable {

    String name();

    void begin(Connection connection) throws Exception;

    /** Called about once a second while measuring, for sampled views (wait events); optional. */
    default void sample(Connection connection) throws Exception {}

    /**
     * Called about once a second during the warm-up, on the connection and thread that will sample: reads what
     * {@link #begin} and {@link #sample} read, and keeps nothing. Why: users on threads share the JDBC driver's
     * code with the snapshots, and the JIT compiles it for what it has seen. When the window's first snapshot was
     * the driver's first simple query, metadata read or timed socket read, the JIT threw away the users' compiled
     * driver code and compiled it again inside the measured window
     * (docs/benchmarks.md#snapshots-rehearse-during-the-warm-up). Must change nothing the run reports; optional.
     */
    default void rehearse(Connection connection) throws Exception {}

    Map<String, Object> end(Connection connection, java.nio.file.Path resultsDir) throws Exception;

    /**
     * Whether what {@link #end} returns are figures of the database's host rather than of the database (its CPU as
     * the database reads it from the operating system, where no {@code surge agent} runs there): they go into the
     * results under {@code host}, beside the agent's and the load generator's, instead of {@code database}.
     */
    default boolean hostFigures() {
        return false;
    }

    @Override
    default void close() {}
}
