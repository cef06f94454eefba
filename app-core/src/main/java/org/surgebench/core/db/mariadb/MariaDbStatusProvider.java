package org.surgebench.core.db.mariadb;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;
import org.surgebench.core.snapshot.SnapshotProvider;

/**
 * MariaDB's (and MySQL's) own view of a run: the server's global status counters read at the start and the
 * end of the measured window (InnoDB data-file IO, buffer pool reads against logical reads, redo bytes, rows,
 * commits), {@code Threads_running} sampled about once a second for the average active sessions, and, where
 * performance_schema is on, the top waits and the top statements of the window. Stored under
 * {@code database.mariadb} with the labelled section ({@link MariaDbSection}) beside the raw figures, so every
 * front door shows it without knowing this database.
 */
public final class MariaDbStatusProvider implements SnapshotProvider {
    public static final String NAME = "mariadb";
    /** Run option that turns the statistics off: {@code dbstats=false}. */
    public static final String OPTION = "dbstats";

    private final String product;
    private StatusCounters first;
    private PerfSchemaTotals firstPerf;
    /** Whether the warm-up's rehearsals ({@link #rehearse}) have read the counters begin and end read. */
    private boolean rehearsed;

    private long runningSum;
    private int runningSamples;
    /** The last reading a point of the series was made from. */
    private StatusCounters last;

    private final MariaDbSeries series = new MariaDbSeries();

    MariaDbStatusProvider(String product) {
        this.product = product;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void begin(Connection connection) throws Exception {
        first = StatusCounters.read(connection);
        last = first;
        firstPerf = PerfSchemaTotals.read(connection);
        connection.commit();
    }

    @Override
    public void sample(Connection connection) throws Exception {
        StatusCounters now = StatusCounters.read(connection);
        long running = threadsRunning(connection);
        Double sessions = null;
        if (running >= 0) {
            // Less this sampling session itself, which is running while it asks.
            sessions = (double) Math.max(0, running - 1);
            runningSum += Math.max(0, running - 1);
            runningSamples++;
        }
        if (first != null && now.atSeconds() - last.atSeconds() >= 0.5) {
            // A short profile of the last interval, for the report's over-time charts.
            series.add(
                    now.atSeconds() - first.atSeconds(),
                    MariaDbLoadProfile.compute(last, now, null, product.equals("MySQL")),
                    sessions);
            last = now;
        }
    }

    /** The server's Threads_running, or -1 when it does not say. */
    private static long threadsRunning(Connection connection) throws SQLException {
        long running = -1;
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Threads_running'")) {
            if (rs.next()) {
                running = Long.parseLong(rs.getString(2));
            }
        }
        connection.commit();
        return running;
    }

    @Override
    public void rehearse(Connection connection) throws Exception {
        // Every sample reads the status too; begin and end also read performance_schema.
        StatusCounters.read(connection);
        if (!rehearsed) {
            PerfSchemaTotals.read(connection);
            rehearsed = true;
        }
        threadsRunning(connection);
    }

    @Override
    public Map<String, Object> end(Connection connection, Path resultsDir) throws Exception {
        StatusCounters end = StatusCounters.read(connection);
        PerfSchemaTotals lastPerf = PerfSchemaTotals.read(connection);
        String version = version(connection);
        connection.commit();
        LoadProfile profile = MariaDbLoadProfile.compute(
                first, end, runningSamples == 0 ? null : (double) runningSum / runningSamples, product.equals("MySQL"));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("product", product + " " + version);
        out.put("loadProfile", profile.toMap(MariaDbLoadProfile.LAYOUT));
        out.put("performanceSchema", lastPerf.status());
        out.put("topWaits", PerfSchemaTotals.topWaits(firstPerf, lastPerf, 10));
        out.put("topStatements", PerfSchemaTotals.topStatements(firstPerf, lastPerf, 10));
        out.put("counterDeltas", end.deltas(first));
        out.put("series", series.columns());
        MariaDbSection.attach(out, profile);
        return out;
    }

    private static String version(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT VERSION()")) {
            rs.next();
            String v = rs.getString(1);
            int dash = v.indexOf('-');
            return dash < 0 ? v : v.substring(0, dash);
        }
    }
}
