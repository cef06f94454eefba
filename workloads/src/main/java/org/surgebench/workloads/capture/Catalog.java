package org.surgebench.workloads.capture;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The tables a captured statement names, read from the database's catalog through JDBC's metadata (so it works
 * alike on every database): their columns in order with their types, primary-key and foreign-key columns.
 */
interface Catalog {

    /**
     * A table as the catalog has it.
     *
     * @param name        its name as statements may write it (the catalog's spelling)
     * @param columns     its columns in order: lower-case name to the catalog's name
     * @param integers    the lower-case names of its whole-number columns
     * @param primaryKey  the lower-case names of its primary key's columns
     * @param foreignKeys the lower-case names of its columns that reference another table
     */
    record Table(
            String name,
            Map<String, String> columns,
            Set<String> integers,
            Set<String> primaryKey,
            Set<String> foreignKeys) {}

    /** The table of this name (as a statement writes it, maybe {@code schema.table}); empty when there is none. */
    Optional<Table> table(String name);

    /** Whether the column holds a value that is not null, so that a sample of it finds one. */
    boolean hasValues(Table table, String column);

    /** The catalog of the connection's database, each table read once. */
    static Catalog of(Connection c) {
        return new JdbcCatalog(c);
    }

    /** The catalog over JDBC's {@link DatabaseMetaData}. */
    final class JdbcCatalog implements Catalog {
        private final Connection c;
        private final Map<String, Optional<Table>> read = new HashMap<>();

        JdbcCatalog(Connection c) {
            this.c = c;
        }

        @Override
        public Optional<Table> table(String name) {
            return read.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> {
                try {
                    return find(name);
                } catch (SQLException e) {
                    throw new IllegalStateException("reading the catalog of " + name + ": " + e.getMessage(), e);
                }
            });
        }

        private Optional<Table> find(String name) throws SQLException {
            DatabaseMetaData md = c.getMetaData();
            int dot = name.lastIndexOf('.');
            String schema = dot < 0 ? null : name.substring(0, dot);
            String table = name.substring(dot + 1);
            // The catalog keeps unquoted names in upper case on some databases (H2, Oracle), lower on others.
            for (String spelling : List.of(table, table.toLowerCase(Locale.ROOT), table.toUpperCase(Locale.ROOT))) {
                String s = schema == null ? c.getSchema() : casedLike(schema, spelling, table);
                Optional<Table> t = read(md, s, spelling, name);
                if (t.isEmpty() && schema == null) {
                    t = read(md, null, spelling, name);
                }
                if (t.isPresent()) {
                    return t;
                }
            }
            return Optional.empty();
        }

        private static String casedLike(String schema, String spelling, String table) {
            if (spelling.equals(table)) {
                return schema;
            }
            return spelling.equals(table.toUpperCase(Locale.ROOT))
                    ? schema.toUpperCase(Locale.ROOT)
                    : schema.toLowerCase(Locale.ROOT);
        }

        private Optional<Table> read(DatabaseMetaData md, String schema, String table, String written)
                throws SQLException {
            Map<String, String> columns = new LinkedHashMap<>();
            Set<String> integers = new LinkedHashSet<>();
            String foundSchema = null;
            try (ResultSet rs = md.getColumns(c.getCatalog(), schema, table, null)) {
                while (rs.next()) {
                    String s = rs.getString("TABLE_SCHEM");
                    if (foundSchema == null) {
                        foundSchema = s;
                    } else if (!java.util.Objects.equals(foundSchema, s)) {
                        continue; // the same name in another schema: the first one found is taken
                    }
                    String col = rs.getString("COLUMN_NAME");
                    columns.put(col.toLowerCase(Locale.ROOT), col);
                    int type = rs.getInt("DATA_TYPE");
                    if (type == Types.INTEGER
                            || type == Types.BIGINT
                            || type == Types.SMALLINT
                            || type == Types.TINYINT
                            || (type == Types.NUMERIC && rs.getInt("DECIMAL_DIGITS") == 0)
                            || (type == Types.DECIMAL && rs.getInt("DECIMAL_DIGITS") == 0)) {
                        integers.add(col.toLowerCase(Locale.ROOT));
                    }
                }
            }
            if (columns.isEmpty()) {
                return Optional.empty();
            }
            Set<String> pk = new LinkedHashSet<>();
            try (ResultSet rs = md.getPrimaryKeys(c.getCatalog(), foundSchema, table)) {
                while (rs.next()) {
                    pk.add(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                }
            }
            Set<String> fk = new LinkedHashSet<>();
            try (ResultSet rs = md.getImportedKeys(c.getCatalog(), foundSchema, table)) {
                while (rs.next()) {
                    fk.add(rs.getString("FKCOLUMN_NAME").toLowerCase(Locale.ROOT));
                }
            }
            return Optional.of(new Table(written, columns, integers, pk, fk));
        }

        @Override
        public boolean hasValues(Table table, String column) {
            String sql = "SELECT " + table.columns().get(column) + " FROM " + table.name() + " WHERE "
                    + table.columns().get(column) + " IS NOT NULL";
            try (var ps = c.prepareStatement(sql)) {
                ps.setMaxRows(1);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            } catch (SQLException e) {
                return false;
            }
        }
    }
}
