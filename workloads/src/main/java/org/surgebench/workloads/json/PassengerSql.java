package org.surgebench.workloads.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.surgebench.core.spi.SqlDialects;

/**
 * The statements of the JSON benchmark in each database's JSON dialect: how a document is bound (PostgreSQL casts
 * the text to jsonb, H2 reads it with FORMAT JSON, MariaDB and Oracle take the text), and how a field is read by
 * its path ({@code ->>} on PostgreSQL, H2's field reference, JSON_VALUE on Oracle; on MariaDB the generated
 * columns that hold JSON_VALUE of the two name paths, so that their index serves the search). The fragments live
 * beside each database's DDL ({@code <dialect>/paths.properties}), so that no class here names a database.
 */
record PassengerSql(
        String insert,
        String byKey,
        String byName,
        String replace,
        String remove,
        String missingFields,
        String unpairedFlights) {

    private static final String TABLE = PassengerDocuments.TABLE;

    static PassengerSql of(String dialect) {
        Properties paths = paths(dialect);
        String next = SqlDialects.named(dialect).nextValue("passenger_seq");
        String document = paths.getProperty("document");
        String unpaired = paths.getProperty("unpairedFlights");
        return new PassengerSql(
                insert(next, document),
                "SELECT passenger_info FROM " + TABLE + " WHERE id = ?",
                byName(paths.getProperty("byName")),
                replace(document),
                "DELETE FROM " + TABLE + " WHERE id = ?",
                missing(paths.getProperty("fieldIsNull"), paths.getProperty("noSecondFlight")),
                unpaired == null ? null : unpaired(unpaired));
    }

    /** The database's fragments: how a document is bound and a field read ({@code <dialect>/paths.properties}). */
    private static Properties paths(String dialect) {
        Properties paths = new Properties();
        try (InputStream in = PassengerSql.class.getResourceAsStream(dialect + "/paths.properties")) {
            if (in == null) {
                throw new IllegalArgumentException("The json workload has no SQL for " + dialect + ".");
            }
            paths.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return paths;
    }

    private static String insert(String next, String document) {
        return "INSERT INTO " + TABLE + " (id, passenger_info) VALUES (" + next + ", " + document + ")";
    }

    private static String byName(String where) {
        return "SELECT id, passenger_info FROM " + TABLE + " WHERE " + where;
    }

    private static String replace(String document) {
        return "UPDATE " + TABLE + " SET passenger_info = " + document + " WHERE id = ?";
    }

    /** Documents without one of the fields every passenger has, or without their first pair of flights. */
    private static String missing(String fieldIsNull, String noSecondFlight) {
        StringBuilder sql = new StringBuilder("SELECT COUNT(*) FROM " + TABLE + " WHERE ");
        for (String field : new String[] {"ID", "FirstName", "LastName", "Nationality", "PassportNo", "Flagged"}) {
            sql.append(String.format(fieldIsNull, field)).append(" OR ");
        }
        return sql.append(noSecondFlight).toString();
    }

    private static String unpaired(String condition) {
        return "SELECT COUNT(*) FROM " + TABLE + " WHERE " + condition;
    }
}
