package org.surgebench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Turns statements the server counted ({@link StatementStatistics}) into a workload file, reading the catalog of
 * the connection's database for the columns their values are compared with. Found with {@link ServiceLoader}
 * (the workloads module has the file format), so the facade reaches it without compiling against a workload.
 */
public interface WorkloadCapture {

    /** The workload file of these statements, as {@code settings} asks. */
    CapturedWorkload capture(Connection c, SqlDialect sql, List<CountedStatement> counted, CaptureSettings settings)
            throws SQLException;

    /** The capture on the class path. */
    static WorkloadCapture find() {
        for (WorkloadCapture w : ServiceLoader.load(WorkloadCapture.class, WorkloadCapture.class.getClassLoader())) {
            return w;
        }
        throw new IllegalStateException("no workload capture on the class path");
    }
}
