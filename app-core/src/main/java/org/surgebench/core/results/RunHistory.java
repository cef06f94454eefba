package org.surgebench.core.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;

/**
 * The results catalogue: one row per run whose results were written, from whichever front door (the CLI, the
 * desktop app, the web console) or the API, so that runs are found again without walking folders. By default an
 * embedded H2 file {@value #FILE_NAME} beside the results folder; or a table in the database a user names
 * ({@code --results-db URL}, or {@value #ENVIRONMENT} for every command). Results files written before it (or
 * elsewhere) are imported from their folder. Recording never fails a run: the results files stay the record.
 */
public final class RunHistory {
    /** The environment variable that names the catalogue's database for every command (a JDBC URL). */
    public static final String ENVIRONMENT = "SURGE_RESULTS_DB";
    /** The catalogue's file name beside a results folder (H2 adds {@code .mv.db}). */
    public static final String FILE_NAME = "surge-history";

    private static final String TABLE = "surge_run_history";

    private final String url;
    private final String user;

    private RunHistory(String url, String user) {
        this.url = url;
        this.user = user;
    }

    /**
     * The catalogue of the results folder {@code resultsDir}: the database {@code url} when given, else
     * {@value #ENVIRONMENT}'s, else the H2 file beside the folder (opened only while a run is recorded or
     * the list read, so a console and a CLI run take turns with it).
     */
    public static RunHistory of(Path resultsDir, String url) {
        String given = url != null && !url.isBlank() ? url : System.getenv(ENVIRONMENT);
        if (given != null && !given.isBlank()) {
            return new RunHistory(given, "");
        }
        Path parent = resultsDir.toAbsolutePath().normalize().getParent();
        Path file = (parent == null ? resultsDir.toAbsolutePath() : parent).resolve(FILE_NAME);
        return new RunHistory("jdbc:h2:" + file.toString(), "sa");
    }

    /** Where the catalogue is, without credentials. */
    public String where() {
        return org.surgebench.core.common.Secrets.maskUrl(url);
    }

    /**
     * Records a run whose results were just written into {@code dir} in that folder's catalogue. A catalogue that
     * cannot be written is logged and passed over: the run's files stay its record.
     */
    static void recordBeside(RunResult r, Path dir) {
        try {
            of(dir, null).record(r);
        } catch (RuntimeException e) {
            org.slf4j.LoggerFactory.getLogger(RunHistory.class)
                    .warn("The run was not recorded in the results catalogue: {}", e.getMessage());
        }
    }

    /** One run as the catalogue lists it; {@code file} is its results JSON. */
    public record Entry(
            String runId,
            String workload,
            String database,
            java.time.Instant startedAt,
            double tps,
            long transactions,
            int users,
            String comment,
            String file) {}

    /** Records a run whose results were written ({@code files} holds its JSON); once per JSON file. */
    public void record(RunResult r) {
        String json = r.files() == null ? null : r.files().get("json");
        if (json == null) {
            return;
        }
        try (Connection c = open()) {
            insert(c, r, Path.of(json).toAbsolutePath().normalize().toString());
            c.commit();
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "The results catalogue " + where() + " could not record the run: " + e.getMessage());
        }
    }

    /** The runs recorded, newest first. */
    public List<Entry> list() {
        List<Entry> out = new ArrayList<>();
        try (Connection c = open();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT run_id, workload, database_name, started_at, tps, "
                        + "transactions, users, run_comment, json_file FROM " + TABLE
                        + " ORDER BY started_at DESC, json_file")) {
            while (rs.next()) {
                Timestamp t = rs.getTimestamp(4);
                out.add(new Entry(
                        rs.getString(1),
                        rs.getString(2),
                        rs.getString(3),
                        t == null ? null : t.toInstant(),
                        rs.getDouble(5),
                        rs.getLong(6),
                        rs.getInt(7),
                        rs.getString(8),
                        rs.getString(9)));
            }
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.IO, "The results catalogue " + where() + " cannot be read: " + e.getMessage());
        }
        return out;
    }

    /**
     * Imports the run results (JSON) found in {@code dir} and its sub-folders; files already recorded, sweeps and
     * other JSON files are passed over. Returns how many runs were added.
     */
    public int importFolder(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw SurgeException.usage(dir + " is not a folder of results.");
        }
        int added = 0;
        try (Stream<Path> files = Files.walk(dir);
                Connection c = open()) {
            for (Path p :
                    files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                RunResult r = readRun(p);
                if (r != null && insert(c, r, p.toAbsolutePath().normalize().toString())) {
                    added++;
                }
            }
            c.commit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "The results catalogue " + where() + " could not import " + dir + ": " + e.getMessage());
        }
        return added;
    }

    /** The run result in {@code p}, or null for a JSON file that is not one (a sweep, another tool's). */
    private static RunResult readRun(Path p) {
        try {
            RunResult r = ResultWriter.read(p);
            return r.summary() == null || r.config() == null ? null : r;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private Connection open() throws SQLException {
        Connection c = Database.of(url, user, "").connect();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (json_file VARCHAR(1000) PRIMARY KEY, "
                    + "run_id VARCHAR(200), workload VARCHAR(200), database_name VARCHAR(100), started_at TIMESTAMP, "
                    + "tps DOUBLE PRECISION, transactions BIGINT, users INTEGER, run_comment VARCHAR(2000))");
            c.commit();
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** Adds the run unless its file is recorded already; true when added. */
    private static boolean insert(Connection c, RunResult r, String file) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT COUNT(*) FROM " + TABLE + " WHERE json_file = ?")) {
            q.setString(1, file);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                if (rs.getLong(1) > 0) {
                    return false;
                }
            }
        }
        try (PreparedStatement ins = c.prepareStatement(
                "INSERT INTO " + TABLE + " (json_file, run_id, workload, "
                        + "database_name, started_at, tps, transactions, users, run_comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            ins.setString(1, file);
            ins.setString(2, r.runId());
            ins.setString(3, r.config().workload());
            ins.setString(4, r.config().dialect());
            ins.setTimestamp(5, r.startedAt() == null ? null : Timestamp.from(r.startedAt()));
            ins.setDouble(6, r.summary().tps());
            ins.setLong(7, r.summary().transactions());
            ins.setInt(8, r.summary().maxUsers());
            ins.setString(
                    9,
                    r.config().settings() == null
                            ? null
                            : r.config().settings().output().comment());
            ins.executeUpdate();
        }
        return true;
    }
}
