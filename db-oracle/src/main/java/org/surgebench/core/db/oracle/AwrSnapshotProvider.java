package org.surgebench.core.db.oracle;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.snapshot.LoadProfile;
import org.surgebench.core.snapshot.SnapshotProvider;

/**
 * Oracle AWR around the measured window: {@code DBMS_WORKLOAD_REPOSITORY.CREATE_SNAPSHOT} at its start and end,
 * the AWR HTML report of the two snapshots saved beside the results, and the figures users quote (load profile,
 * top foreground waits, 'db file sequential read' latency and histogram) in the results under
 * {@code database.awr}: the fields of {@link org.surgebench.core.dbview.OracleAwrView}. Works on its own
 * connection, as the AWR user when one is given. Access is checked when the provider is opened, before any
 * user starts, so a missing privilege or a disabled Diagnostics Pack is one clear sentence up front.
 */
final class AwrSnapshotProvider implements SnapshotProvider {
    private final AwrSettings settings;
    private Connection connection;
    private long dbid;
    private int instance;
    private long beginSnap = -1;

    AwrSnapshotProvider(AwrSettings settings) {
        this.settings = settings;
    }

    @Override
    public String name() {
        return org.surgebench.core.dbview.OracleAwrView.PROVIDER;
    }

    /** Connects as the AWR user and checks that AWR can be used; throws a one-sentence SurgeException. */
    void open() {
        if (connection != null) {
            return;
        }
        connection = new Database(settings.connection()).connect();
        try {
            checkAccess();
        } catch (SQLException e) {
            close();
            throw failure(e);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private void checkAccess() throws SQLException {
        String user = settings.connection().user();
        String packAccess;
        try (Statement s = connection.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT value FROM v$parameter WHERE name = 'control_management_pack_access'")) {
            packAccess = rs.next() ? rs.getString(1) : null;
        }
        if (packAccess == null || !packAccess.toUpperCase(java.util.Locale.ROOT).contains("DIAGNOSTIC")) {
            throw new SurgeException(
                    SurgeException.USAGE,
                    "AWR needs the Diagnostics Pack, which is disabled here "
                            + "(control_management_pack_access=" + packAccess
                            + "): if it is licensed, run ALTER SYSTEM SET "
                            + "control_management_pack_access='DIAGNOSTIC+TUNING'; otherwise run without --awr.");
        }
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM all_objects WHERE owner = 'SYS' "
                        + "AND object_name = 'DBMS_WORKLOAD_REPOSITORY' AND object_type = 'PACKAGE'")) {
            rs.next();
            if (rs.getInt(1) == 0) {
                throw new SurgeException(
                        SurgeException.USAGE,
                        "The AWR user '" + user + "' may not run "
                                + "DBMS_WORKLOAD_REPOSITORY: GRANT EXECUTE ON DBMS_WORKLOAD_REPOSITORY TO " + user
                                + ", or give a DBA account with --awr-user.");
            }
        }
        try (Statement s = connection.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT SYS_CONTEXT('USERENV', 'CON_DBID'), SYS_CONTEXT('USERENV', 'INSTANCE'), "
                                + "(SELECT COUNT(*) FROM dba_hist_snapshot WHERE ROWNUM = 1) FROM dual")) {
            rs.next();
            dbid = rs.getLong(1);
            instance = rs.getInt(2);
        }
        connection.commit();
    }

    @Override
    public void begin(Connection ignored) throws SQLException {
        open();
        try {
            beginSnap = createSnapshot();
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    @Override
    public Map<String, Object> end(Connection ignored, Path resultsDir) throws SQLException, IOException {
        if (beginSnap < 0) {
            throw new IllegalStateException("no AWR snapshot was taken at the start of the window");
        }
        long endSnap;
        AwrRows rows;
        try {
            endSnap = createSnapshot();
            rows = AwrRepository.read(connection, dbid, beginSnap, endSnap);
        } catch (SQLException e) {
            throw failure(e);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("dbid", dbid);
        out.put("awrUser", settings.connection().user());
        LoadProfile profile = AwrFigures.compute(beginSnap, endSnap, rows);
        out.putAll(profile.toMap(AwrFigures.LAYOUT));
        if (settings.htmlReport() && resultsDir != null) {
            List<?> instances = (List<?>) profile.extras().get("instances");
            Path file = resultsDir.resolve("awr-" + dbid + "-" + beginSnap + "-" + endSnap + ".html");
            writeReport(file, endSnap, instances.size() > 1);
            out.put("report", file.getFileName().toString());
        }
        connection.commit();
        return out;
    }

    private long createSnapshot() throws SQLException {
        try (CallableStatement cs =
                connection.prepareCall("BEGIN ? := DBMS_WORKLOAD_REPOSITORY.CREATE_SNAPSHOT(); END;")) {
            cs.registerOutParameter(1, Types.NUMERIC);
            cs.execute();
            return cs.getLong(1);
        }
    }

    /** The AWR report as HTML: one instance, or the global (RAC) report when several took part. */
    private void writeReport(Path file, long endSnap, boolean global) throws SQLException, IOException {
        String sql = global
                ? "SELECT output FROM TABLE(DBMS_WORKLOAD_REPOSITORY.AWR_GLOBAL_REPORT_HTML(?, '', ?, ?))"
                : "SELECT output FROM TABLE(DBMS_WORKLOAD_REPOSITORY.AWR_REPORT_HTML(?, ?, ?, ?))";
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            int i = 1;
            ps.setLong(i++, dbid);
            if (!global) {
                ps.setInt(i++, instance);
            }
            ps.setLong(i++, beginSnap);
            ps.setLong(i, endSnap);
            try (ResultSet rs = ps.executeQuery();
                    Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                while (rs.next()) {
                    String line = rs.getString(1);
                    w.write(line == null ? "" : line);
                    w.write('\n');
                }
            }
        } catch (SQLException | IOException e) {
            Files.deleteIfExists(file);
            throw e;
        }
    }

    private SurgeException failure(SQLException e) {
        return new SurgeException(
                SurgeException.USAGE,
                OracleErrors.describeAwrFailure(e, settings.connection().user()),
                e);
    }

    @Override
    public void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // The AWR connection is only closed at the end; nothing depends on it any more.
            }
            connection = null;
        }
    }
}
