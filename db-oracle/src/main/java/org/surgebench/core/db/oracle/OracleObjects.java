package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.surgebench.core.spi.SchemaObject;

/**
 * What Surgebench needs from Oracle's dictionary to drop only its own objects: which names exist in the current
 * schema, and which objects of others depend on ours. Oracle is the database where the look-up cannot be
 * skipped: a dropped table leaves the views on it invalid instead of refusing, and each DDL statement commits.
 */
final class OracleObjects {
    private OracleObjects() {}

    static List<SchemaObject> existing(Connection c, Collection<SchemaObject> objects) throws SQLException {
        List<SchemaObject> out = new ArrayList<>();
        if (objects.isEmpty()) {
            return out;
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT object_name, object_type FROM all_objects "
                + "WHERE owner = ? AND object_type IN ('TABLE', 'VIEW', 'MATERIALIZED VIEW', 'SEQUENCE') "
                + "AND object_name IN (" + placeholders(objects.size()) + ")")) {
            bind(ps, c.getSchema(), objects);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String type = rs.getString(2);
                    String kind = type.equals("SEQUENCE")
                            ? SchemaObject.SEQUENCE
                            : type.equals("TABLE") ? SchemaObject.TABLE : SchemaObject.VIEW;
                    SchemaObject o = new SchemaObject(kind, rs.getString(1));
                    if (!out.contains(o)) {
                        out.add(o);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Objects of others that use ours (views, materialized views, synonyms, PL/SQL, triggers: ALL_DEPENDENCIES)
     * and foreign keys of other tables that reference ours (ALL_CONSTRAINTS).
     */
    static List<String> foreignDependents(Connection c, Collection<SchemaObject> ours) throws SQLException {
        List<String> out = new ArrayList<>();
        if (ours.isEmpty()) {
            return out;
        }
        String schema = c.getSchema();
        Set<String> names =
                ours.stream().map(o -> o.name().toUpperCase(Locale.ROOT)).collect(Collectors.toSet());
        try (PreparedStatement ps =
                c.prepareStatement("SELECT owner, name, type, referenced_name FROM all_dependencies "
                        + "WHERE referenced_owner = ? AND referenced_type IN ('TABLE', 'VIEW', 'SEQUENCE') "
                        + "AND referenced_name IN (" + placeholders(ours.size()) + ") ORDER BY owner, name")) {
            bind(ps, schema, ours);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String owner = rs.getString(1);
                    String name = rs.getString(2);
                    if (owner.equals(schema) && names.contains(name)) {
                        continue;
                    }
                    out.add(rs.getString(3).toLowerCase(Locale.ROOT) + " " + qualified(schema, owner, name) + " (on "
                            + rs.getString(4).toLowerCase(Locale.ROOT) + ")");
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT f.owner, f.constraint_name, f.table_name, p.table_name "
                + "FROM all_constraints f JOIN all_constraints p ON p.owner = f.r_owner "
                + "AND p.constraint_name = f.r_constraint_name WHERE f.constraint_type = 'R' AND p.owner = ? "
                + "AND p.table_name IN (" + placeholders(ours.size()) + ") ORDER BY f.owner, f.table_name")) {
            bind(ps, schema, ours);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String owner = rs.getString(1);
                    String table = rs.getString(3);
                    if (owner.equals(schema) && names.contains(table)) {
                        continue;
                    }
                    out.add("foreign key " + rs.getString(2).toLowerCase(Locale.ROOT) + " of table "
                            + qualified(schema, owner, table) + " (on "
                            + rs.getString(4).toLowerCase(Locale.ROOT) + ")");
                }
            }
        }
        return out;
    }

    /**
     * Views (newest first), then tables with CASCADE CONSTRAINTS, which after {@link #foreignDependents} found
     * none of others can only remove the foreign keys among our own tables (so their order does not matter),
     * then sequences. PURGE: a benchmark schema in the recycle bin would only hold the space.
     */
    static List<String> dropStatements(List<SchemaObject> ours) {
        List<String> out = new ArrayList<>();
        List<SchemaObject> views = new ArrayList<>(
                ours.stream().filter(o -> o.kind().equals(SchemaObject.VIEW)).toList());
        Collections.reverse(views);
        views.forEach(v -> out.add("DROP VIEW " + v.name()));
        ours.stream()
                .filter(o -> o.kind().equals(SchemaObject.TABLE))
                .forEach(t -> out.add("DROP TABLE " + t.name() + " CASCADE CONSTRAINTS PURGE"));
        ours.stream()
                .filter(o -> o.kind().equals(SchemaObject.SEQUENCE))
                .forEach(q -> out.add("DROP SEQUENCE " + q.name()));
        return out;
    }

    private static String qualified(String schema, String owner, String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return owner.equals(schema) ? n : owner.toLowerCase(Locale.ROOT) + "." + n;
    }

    private static void bind(PreparedStatement ps, String schema, Collection<SchemaObject> objects)
            throws SQLException {
        ps.setString(1, schema);
        int i = 2;
        for (SchemaObject o : objects) {
            ps.setString(i++, o.name().toUpperCase(Locale.ROOT));
        }
    }

    private static String placeholders(int n) {
        return String.join(", ", Collections.nCopies(n, "?"));
    }
}
