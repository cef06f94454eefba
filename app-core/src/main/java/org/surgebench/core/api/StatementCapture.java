package org.surgebench.core.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.StatementStatistics;
import org.surgebench.core.spi.WorkloadCapture;

/**
 * {@link Surgebench#capture}: reads the server's statement statistics (since their last reset, the difference of
 * two readings a window apart, or a stored range of snapshots) and has the workload capture write the file.
 */
final class StatementCapture {
    private StatementCapture() {}

    static CapturedWorkload capture(ConnectionSpec connection, CaptureSettings settings, Duration window, long[] awr)
            throws InterruptedException {
        Database db = new Database(connection);
        SqlDialect sql = db.dialect().sql();
        StatementStatistics stats = sql.statementStatistics();
        if (stats == null) {
            throw SurgeException.usage(
                    sql.product() + " keeps no statement statistics that Surgebench reads: capture from "
                            + "PostgreSQL, MariaDB, MySQL or Oracle.");
        }
        try (Connection c = db.connect()) {
            c.setAutoCommit(true);
            List<CountedStatement> counted;
            if (awr != null) {
                counted = stats.readHistory(c, awr[0], awr[1], settings.user());
            } else if (window == null) {
                counted = stats.read(c, settings.user());
            } else {
                List<CountedStatement> before = stats.read(c, settings.user());
                Thread.sleep(window.toMillis());
                counted = since(before, stats.read(c, settings.user()));
            }
            return WorkloadCapture.find().capture(c, sql, counted, settings);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.CONNECTION,
                    "Reading the statement statistics of " + connection.where() + " failed: "
                            + String.valueOf(e.getMessage()).strip().replaceAll("\\s+", " "),
                    e);
        }
    }

    /** What ran between two readings: a statement the first did not have counts whole. */
    static List<CountedStatement> since(List<CountedStatement> before, List<CountedStatement> after) {
        Map<String, CountedStatement> earlier = new HashMap<>();
        before.forEach(s -> earlier.put(s.id(), s));
        List<CountedStatement> out = new ArrayList<>();
        for (CountedStatement s : after) {
            CountedStatement e = earlier.get(s.id());
            // Fewer calls than before: the statistics were reset in between, so all of these are new.
            CountedStatement d = e == null || e.calls() > s.calls() ? s : s.since(e);
            if (d.calls() > 0) {
                out.add(d);
            }
        }
        return out;
    }
}
