package org.surgebench.core.db.h2;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.surgebench.core.common.IoProblems;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.spi.SchemaObject;

/** The embedded default: H2 2.x, loaded through JDBC batches. */
public final class H2Dialect implements Dialect {
    /**
     * No trace file: H2 writes errors to {@code <db>.trace.db}, and where it cannot (a read-only folder, a full
     * disk) it prints them with their stack traces to stderr, ahead of our one sentence. A URL that sets
     * TRACE_LEVEL_FILE keeps its own.
     */
    @Override
    public java.util.Properties defaultProperties() {
        java.util.Properties p = new java.util.Properties();
        p.setProperty("TRACE_LEVEL_FILE", "0");
        return p;
    }

    /**
     * A full disk or a read-only folder under the database, in the words of {@link IoProblems} rather than H2's
     * internal storage errors (90028 IO Exception, 90098 the database has been closed, MVStore panics); null
     * when the error is something else.
     */
    @Override
    public String describeStorageFailure(SQLException e, ConnectionSpec spec) {
        String folder = folderOf(spec.url());
        // No state: not H2's own exception but a failure inside it (its store, once a write found the disk full,
        // fails in other sessions with a NullPointerException, or an AssertionError under -ea).
        boolean storageError = e.getSQLState() == null || STORAGE_STATES.contains(e.getSQLState());
        if (IoProblems.diskFull(e)) {
            return full(folder);
        }
        if (IoProblems.notWritable(e)) {
            return notWritable(folder, IoProblems.describe(e));
        }
        if (storageError && folder != null && !java.nio.file.Files.isWritable(java.nio.file.Path.of(folder))) {
            return notWritable(folder, "the folder is read-only");
        }
        if (storageError && nearlyFull(folder)) {
            return full(folder);
        }
        return null;
    }

    private static String full(String folder) {
        return "The disk holding the H2 database " + (folder == null ? "" : "in " + folder + " ")
                + "is full: free some space or put the database elsewhere (--url).";
    }

    private static String notWritable(String folder, String why) {
        return "The H2 database " + (folder == null ? "" : "in " + folder + " ") + "cannot be written: " + why
                + "; choose a writable folder in --url (or add ;ACCESS_MODE_DATA=r to read an existing database "
                + "only).";
    }

    /**
     * H2's errors after its store failed to write: it closes the database, and the statements that follow get
     * 90098 without the cause; the free space of the folder tells a full disk apart.
     */
    private static final Set<String> STORAGE_STATES = Set.of("90098", "90028", "90030", "50000", "HY000");

    private static final long NEARLY_FULL_BYTES = 16L << 20;

    private static boolean nearlyFull(String folder) {
        if (folder == null) {
            return false;
        }
        try {
            return java.nio.file.Files.getFileStore(java.nio.file.Path.of(folder))
                            .getUsableSpace()
                    < NEARLY_FULL_BYTES;
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }

    /** The folder of an H2 file URL ({@code jdbc:h2:/data/surge;...} gives {@code /data}), or null. */
    static String folderOf(String url) {
        String rest = url.substring("jdbc:h2:".length());
        if (rest.startsWith("mem:") || rest.startsWith("tcp:") || rest.startsWith("ssl:")) {
            return null;
        }
        // H2's file system prefixes (file:, nio:, split:, or one an application registered), never a drive letter.
        rest = rest.replaceFirst("^(?:[A-Za-z][A-Za-z0-9]+:)+", "");
        int semi = rest.indexOf(';');
        String path = semi < 0 ? rest : rest.substring(0, semi);
        java.nio.file.Path parent = java.nio.file.Path.of(path.replaceFirst("^~", System.getProperty("user.home")))
                .toAbsolutePath()
                .getParent();
        return parent == null ? null : parent.toString();
    }

    @Override
    public String name() {
        return "h2";
    }

    @Override
    public java.sql.Driver driver() {
        return new org.h2.Driver();
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:h2:");
    }

    @Override
    public boolean embedded(String url) {
        return H2Url.embedded(url);
    }

    @Override
    public String defaultUser() {
        return "sa";
    }

    @Override
    public String defaultPassword() {
        return "";
    }

    /** Before connecting: connecting to an H2 file creates it, and a refused scale writes nothing. */
    @Override
    public DiskCheck diskCheck() {
        return DiskCheck.BEFORE_CONNECT;
    }

    @Override
    public java.nio.file.Path dataDirectory(String url, Connection c) {
        return H2Url.folder(url);
    }

    /** H2 locks the whole table for each index build: parallel builds only wait on each other and time out. */
    @Override
    public boolean parallelIndexBuilds() {
        return false;
    }

    @Override
    public void analyze(Connection connection, List<String> tables) throws SQLException {
        try (Statement s = connection.createStatement()) {
            for (String t : tables) {
                s.execute("ANALYZE TABLE " + t);
            }
        }
    }

    @Override
    public TableSize size(Connection connection, String table) throws SQLException {
        // H2 reports disk use per table through a function; indexes are included in it.
        try (PreparedStatement ps = connection.prepareStatement("SELECT DISK_SPACE_USED(?)")) {
            ps.setString(1, table.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new TableSize(table, rs.getLong(1), 0);
            }
        }
    }

    /** 42S01 table, 42S11 index, 90045 constraint exists; 90017 a second primary key. */
    @Override
    public boolean isAlreadyExists(SQLException e) {
        String s = e.getSQLState();
        return Dialect.super.isAlreadyExists(e)
                || "42S01".equals(s)
                || "42S11".equals(s)
                || "90045".equals(s)
                || "90017".equals(s);
    }

    /** 57014 statement cancelled (by its timeout), 90096 not enough rights. */
    @Override
    public org.surgebench.core.spi.SqlErrorKind ownKind(SQLException e) {
        return switch (String.valueOf(e.getSQLState())) {
            case "57014" -> org.surgebench.core.spi.SqlErrorKind.TIMEOUT;
            case "90096" -> org.surgebench.core.spi.SqlErrorKind.PERMISSION;
            default -> null;
        };
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return "42S02".equals(e.getSQLState()) || "42S04".equals(e.getSQLState());
    }

    @Override
    public List<SchemaObject> existing(Connection connection, Collection<SchemaObject> objects) throws SQLException {
        List<SchemaObject> out = new ArrayList<>();
        if (objects.isEmpty()) {
            return out;
        }
        String in = placeholders(objects.size());
        try (PreparedStatement ps = connection.prepareStatement("SELECT TABLE_NAME, TABLE_TYPE FROM "
                + "INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = CURRENT_SCHEMA AND LOWER(TABLE_NAME) IN (" + in + ") "
                + "UNION ALL SELECT SEQUENCE_NAME, 'SEQUENCE' FROM INFORMATION_SCHEMA.SEQUENCES "
                + "WHERE SEQUENCE_SCHEMA = CURRENT_SCHEMA AND LOWER(SEQUENCE_NAME) IN (" + in + ")")) {
            int i = 1;
            for (int round = 0; round < 2; round++) {
                for (SchemaObject o : objects) {
                    ps.setString(i++, o.name());
                }
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String type = rs.getString(2);
                    String kind = type.equals("SEQUENCE")
                            ? SchemaObject.SEQUENCE
                            : type.equals("VIEW") ? SchemaObject.VIEW : SchemaObject.TABLE;
                    out.add(new SchemaObject(kind, rs.getString(1)));
                }
            }
        }
        connection.commit();
        return out;
    }

    /**
     * Looked up first because H2 commits each DDL statement: a refusal half-way would leave some of our objects
     * dropped. Foreign keys of other tables come from the catalog; H2 records no view-to-table usage, so a view
     * that is not ours and names one of our objects in its definition counts (a false alarm only makes the drop
     * refuse). The drop itself carries no CASCADE either, so whatever this misses H2 refuses (90107).
     */
    @Override
    public List<String> foreignDependents(Connection connection, Collection<SchemaObject> ours) throws SQLException {
        Set<String> names = ours.stream().map(SchemaObject::name).collect(Collectors.toSet());
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT fk.CONSTRAINT_NAME, fk.TABLE_NAME, "
                        + "pk.TABLE_NAME FROM INFORMATION_SCHEMA.REFERENTIAL_CONSTRAINTS rc "
                        + "JOIN INFORMATION_SCHEMA.TABLE_CONSTRAINTS fk ON fk.CONSTRAINT_SCHEMA = rc.CONSTRAINT_SCHEMA "
                        + "AND fk.CONSTRAINT_NAME = rc.CONSTRAINT_NAME "
                        + "JOIN INFORMATION_SCHEMA.TABLE_CONSTRAINTS pk ON pk.CONSTRAINT_SCHEMA = rc.UNIQUE_CONSTRAINT_SCHEMA "
                        + "AND pk.CONSTRAINT_NAME = rc.UNIQUE_CONSTRAINT_NAME WHERE pk.TABLE_SCHEMA = CURRENT_SCHEMA");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String table = rs.getString(2).toLowerCase(Locale.ROOT);
                String target = rs.getString(3).toLowerCase(Locale.ROOT);
                if (names.contains(target) && !names.contains(table)) {
                    out.add("foreign key " + rs.getString(1).toLowerCase(Locale.ROOT) + " of table " + table + " (on "
                            + target + ")");
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT TABLE_NAME, VIEW_DEFINITION FROM "
                        + "INFORMATION_SCHEMA.VIEWS WHERE TABLE_SCHEMA = CURRENT_SCHEMA");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String view = rs.getString(1).toLowerCase(Locale.ROOT);
                String definition = String.valueOf(rs.getString(2)).toLowerCase(Locale.ROOT);
                if (names.contains(view)) {
                    continue;
                }
                List<String> uses = ours.stream()
                        .map(SchemaObject::name)
                        .filter(name -> Pattern.compile("(?<![a-z0-9_$])" + Pattern.quote(name) + "(?![a-z0-9_$])")
                                .matcher(definition)
                                .find())
                        .toList();
                if (!uses.isEmpty()) {
                    out.add("view " + view + " (on " + String.join(", ", uses) + ")");
                }
            }
        }
        connection.commit();
        return out;
    }

    /** 90107: cannot drop X because Y depends on it. */
    @Override
    public String dependentsOf(SQLException e) {
        if (e.getErrorCode() != 90107 && !"90107".equals(e.getSQLState())) {
            return null;
        }
        String m = String.valueOf(e.getMessage());
        int cut = m.indexOf("; SQL statement");
        return (cut < 0 ? m : m.substring(0, cut)).strip();
    }

    /** HYT00 / 50200: the lock timeout, which NOWAIT turns into an immediate refusal. */
    @Override
    public boolean isLockBusy(SQLException e) {
        return "HYT00".equals(e.getSQLState()) || e.getErrorCode() == 50200;
    }

    @Override
    public String ownSchemaHint(String workload) {
        return "on H2: another database file, e.g. --url jdbc:h2:./surge-data/" + workload.toLowerCase(Locale.ROOT);
    }

    private static String placeholders(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        // 90098: the database has been closed; 90067: connection is broken.
        return Dialect.super.isConnectionLost(e) || "90098".equals(e.getSQLState()) || "90067".equals(e.getSQLState());
    }

    @Override
    public String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        String storage = describeStorageFailure(e, spec);
        if (storage != null) {
            return storage;
        }
        if ("90146".equals(e.getSQLState())) {
            return "The H2 database at " + spec.where() + " does not exist; run `surge generate` first or check --url.";
        }
        if ("28000".equals(e.getSQLState())) {
            return "H2 refused user '" + spec.user() + "' at " + spec.where() + ": check --user and the password.";
        }
        if ("90020".equals(e.getSQLState())) {
            return "The H2 database file at " + spec.where() + " is in use by another process; close it or use "
                    + "AUTO_SERVER=TRUE in the URL.";
        }
        return null;
    }
}
