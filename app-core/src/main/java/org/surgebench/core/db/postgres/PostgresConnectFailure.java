package org.surgebench.core.db.postgres;

import java.sql.SQLException;
import java.util.Locale;
import org.surgebench.core.db.ConnectionSpec;

/** One sentence for a failed connection to PostgreSQL: the cause as the server or the driver said it, and the fix. */
final class PostgresConnectFailure {
    private PostgresConnectFailure() {}

    /** The sentence, or null when the error is none of the known causes (the generic translation applies). */
    static String describe(SQLException e, ConnectionSpec spec) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String msg = e.getMessage() == null ? "" : e.getMessage();
        String lower = msg.toLowerCase(Locale.ROOT);
        // Distinct sentences for a missing password and for SSL asked on one side only: they are not a server
        // that is down, nor a wrong password.
        if (lower.contains("no password was provided")) {
            String method = lower.contains("scram") ? "SCRAM" : "password";
            return "PostgreSQL at " + spec.where() + " asks user '" + spec.user() + "' for a password (" + method
                    + " authentication) and none was given: use --password, SURGE_PASSWORD, or -p to be asked.";
        }
        if (lower.contains("does not support ssl")) {
            return "PostgreSQL at " + spec.where() + " does not accept SSL connections, but the URL asks for SSL "
                    + "(sslmode/ssl): remove that from the URL, or turn ssl on at the server.";
        }
        if (lower.contains("no pg_hba.conf entry") && lower.contains("no encryption")) {
            return "PostgreSQL at " + spec.where() + " accepts user '" + spec.user() + "' only over SSL "
                    + "(pg_hba.conf hostssl) and this connection is not encrypted: add sslmode=require to the URL.";
        }
        if (lower.contains("no pg_hba.conf entry")) {
            return "PostgreSQL at " + spec.where() + " has no pg_hba.conf entry that lets user '" + spec.user()
                    + "' in from this host (" + firstLine(msg) + "): the server's administrator must add one.";
        }
        return switch (state) {
            case "28P01", "28000" ->
                "PostgreSQL rejected user '" + spec.user() + "' at " + spec.where()
                        + ": check --user and the password (--password, SURGE_PASSWORD or -p to be asked).";
            case "3D000" -> "The database in " + spec.where() + " does not exist: create it or fix the URL.";
            case "08001", "08004" ->
                "Cannot connect to PostgreSQL at " + spec.where() + " (" + firstLine(msg)
                        + "): is the server running and the host and port right?";
            default -> null;
        };
    }

    /** The first line of a message, trimmed. */
    static String firstLine(String s) {
        int i = s.indexOf('\n');
        return (i < 0 ? s : s.substring(0, i)).strip();
    }
}
