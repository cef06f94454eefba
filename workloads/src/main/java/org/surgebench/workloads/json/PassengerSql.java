package org.surgebench.workloads.json;

import org.surgebench.core.spi.SqlDialects;

/**
 * The statements of the JSON benchmark in each database's JSON dialect: how a document is bound (PostgreSQL casts
 * the text to jsonb, H2 reads it with FORMAT JSON, MariaDB and Oracle take the text), and how a field is read by
 * its path ({@code ->>} on PostgreSQL, H2's field reference, JSON_VALUE on Oracle; on MariaDB the generated
 * columns that hold JSON_VALUE of the two name paths, so that their index serves the search).
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
        String next = SqlDialects.named(dialect).nextValue("passenger_seq");
        String byKey = "SELECT passenger_info FROM " + TABLE + " WHERE id = ?";
        String remove = "DELETE FROM " + TABLE + " WHERE id = ?";
        return switch (dialect) {
            case "postgresql" ->
                new PassengerSql(
                        insert(next, "CAST(? AS jsonb)"),
                        byKey,
                        byName("passenger_info->>'FirstName' = ? AND passenger_info->>'LastName' = ?"),
                        replace("CAST(? AS jsonb)"),
                        remove,
                        missing("passenger_info->>'%s' IS NULL", "passenger_info->'FlightHistory'->1 IS NULL"),
                        unpaired("jsonb_array_length(passenger_info->'FlightHistory') % 2 <> 0"));
            case "mariadb" ->
                new PassengerSql(
                        insert(next, "?"),
                        byKey,
                        byName("pfirstname = ? AND plastname = ?"),
                        replace("?"),
                        remove,
                        missing(
                                "JSON_VALUE(passenger_info, '$.%s') IS NULL",
                                "JSON_EXTRACT(passenger_info, '$.FlightHistory[1]') IS NULL"),
                        unpaired("MOD(JSON_LENGTH(passenger_info, '$.FlightHistory'), 2) <> 0"));
            case "h2" ->
                new PassengerSql(
                        insert(next, "? FORMAT JSON"),
                        byKey,
                        byName("(passenger_info).\"FirstName\" = CAST(? AS JSON) "
                                + "AND (passenger_info).\"LastName\" = CAST(? AS JSON)"),
                        replace("? FORMAT JSON"),
                        remove,
                        missing("(passenger_info).\"%s\" IS NULL", "(passenger_info).\"FlightHistory\"[2] IS NULL"),
                        // H2 has no length of a JSON array: the pairs are checked on the other databases.
                        null);
            case "oracle" ->
                new PassengerSql(
                        insert(next, "?"),
                        byKey,
                        byName("JSON_VALUE(passenger_info, '$.FirstName') = ? "
                                + "AND JSON_VALUE(passenger_info, '$.LastName') = ?"),
                        replace("?"),
                        remove,
                        missing(
                                "JSON_VALUE(passenger_info, '$.%s') IS NULL",
                                "NOT JSON_EXISTS(passenger_info, '$.FlightHistory[1]')"),
                        unpaired("MOD(JSON_VALUE(passenger_info, '$.FlightHistory.size()'), 2) <> 0"));
            default -> throw new IllegalArgumentException("The json workload has no SQL for " + dialect + ".");
        };
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
