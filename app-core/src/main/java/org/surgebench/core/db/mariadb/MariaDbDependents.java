package org.surgebench.core.db.mariadb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.surgebench.core.spi.SchemaObject;

/**
 * What outside a workload's objects depends on them, looked up before a drop: foreign keys of other tables (from
 * the catalog) and views that are not ours whose definition names one of ours (MariaDB records no view-to-table
 * usage; a false alarm only makes the drop refuse).
 */
final class MariaDbDependents {
    private MariaDbDependents() {}

    static List<String> of(Connection c, Collection<SchemaObject> ours) throws SQLException {
        Set<String> names =
                ours.stream().map(o -> o.name().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT constraint_name, table_name, referenced_table_name "
                        + "FROM information_schema.referential_constraints WHERE constraint_schema = DATABASE()");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String table = rs.getString(2).toLowerCase(Locale.ROOT);
                String target = rs.getString(3).toLowerCase(Locale.ROOT);
                if (names.contains(target) && !names.contains(table)) {
                    out.add("foreign key " + rs.getString(1) + " of table " + table + " (on " + target + ")");
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT table_name, view_definition FROM "
                        + "information_schema.views WHERE table_schema = DATABASE()");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String view = rs.getString(1).toLowerCase(Locale.ROOT);
                String definition = String.valueOf(rs.getString(2)).toLowerCase(Locale.ROOT);
                if (names.contains(view)) {
                    continue;
                }
                List<String> uses = names.stream()
                        .sorted()
                        .filter(name -> Pattern.compile("(?<![a-z0-9_$])" + Pattern.quote(name) + "(?![a-z0-9_$])")
                                .matcher(definition)
                                .find())
                        .toList();
                if (!uses.isEmpty()) {
                    out.add("view " + view + " (on " + String.join(", ", uses) + ")");
                }
            }
        }
        c.commit();
        return out;
    }
}
