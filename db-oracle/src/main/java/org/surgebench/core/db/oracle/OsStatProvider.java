package org.surgebench.core.db.oracle;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.snapshot.SnapshotProvider;

/**
 * The database host's CPU as Oracle reads it from the operating system ({@code V$OSSTAT}) at the start and the end
 * of the measured window, for the report's host section ({@link OsStatCpu} does the arithmetic): on Oracle the host
 * is often a machine no {@code surge agent} may run on. Needs SELECT on {@code V_$OSSTAT} (SELECT_CATALOG_ROLE has
 * it); without, the host section says it was not read and the run goes on.
 */
final class OsStatProvider implements SnapshotProvider {
    private Map<String, Double> begin;

    @Override
    public String name() {
        return HostSection.FROM_DATABASE;
    }

    @Override
    public boolean hostFigures() {
        return true;
    }

    @Override
    public void begin(Connection connection) throws SQLException {
        begin = read(connection);
    }

    @Override
    public void rehearse(Connection connection) throws SQLException {
        read(connection);
    }

    @Override
    public Map<String, Object> end(Connection connection, Path resultsDir) throws SQLException {
        if (begin == null) {
            throw new IllegalStateException("V$OSSTAT was not read at the start of the window");
        }
        return OsStatCpu.between(begin, read(connection));
    }

    /** {@code V$OSSTAT}'s statistics by name. */
    static Map<String, Double> read(Connection c) throws SQLException {
        Map<String, Double> out = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(OsStatCpu.SQL)) {
            while (rs.next()) {
                double v = rs.getDouble(2);
                if (!rs.wasNull()) {
                    out.put(rs.getString(1), v);
                }
            }
        }
        return out;
    }
}
