package org.surgebench.core.db.oracle;

import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.surgebench.core.db.ConnectionSpec;

/**
 * Turns Oracle's connection errors into one sentence naming the cause and the fix. The thin driver reports
 * network errors as ORA-17002 or ORA-17xxx with the ORA-125xx code of Oracle Net inside the message or a
 * cause, so every ORA code in the chain is looked at.
 */
final class OracleErrors {
    private static final Pattern ORA = Pattern.compile("ORA-(\\d{5})");

    private OracleErrors() {}

    /** The first ORA code found in the exception chain that this class knows, or the first code at all. */
    static int oraCode(Throwable e) {
        int first = 0;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && s.getErrorCode() != 0) {
                if (first == 0) {
                    first = s.getErrorCode();
                }
                if (known(s.getErrorCode())) {
                    return s.getErrorCode();
                }
            }
            Matcher m = ORA.matcher(String.valueOf(t.getMessage()));
            while (m.find()) {
                int code = Integer.parseInt(m.group(1));
                if (first == 0) {
                    first = code;
                }
                if (known(code)) {
                    return code;
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return first;
    }

    private static boolean known(int code) {
        return describe(code, "x", "u") != null;
    }

    static String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        String s = describe(oraCode(e), spec.where(), spec.user());
        if (s != null) {
            return s;
        }
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof java.net.SocketTimeoutException) {
                return "Oracle at " + spec.where() + " did not answer in time: check the host, port and firewall, "
                        + "or raise oracle.net.OUTBOUND_CONNECT_TIMEOUT.";
            }
        }
        return null;
    }

    /** One sentence for a known ORA code, or null. */
    static String describe(int code, String where, String user) {
        return switch (code) {
            case 1017 ->
                "Oracle rejected user '" + user + "' at " + where + " (ORA-01017): check --user and the "
                        + "password (--password, SURGE_PASSWORD or -p to be asked).";
            case 28000 ->
                "The Oracle account '" + user + "' is locked (ORA-28000): ask a DBA to run ALTER USER " + user
                        + " ACCOUNT UNLOCK.";
            case 28001 ->
                "The password of Oracle user '" + user + "' has expired (ORA-28001): change it with "
                        + "SQL*Plus or ask a DBA.";
            case 1045 -> "Oracle user '" + user + "' may not log on (ORA-01045): grant it CREATE SESSION.";
            case 12514 ->
                "The Oracle listener at " + where + " does not know that service (ORA-12514): check the "
                        + "service name after the port (lsnrctl services lists them).";
            case 12505 ->
                "The Oracle listener at " + where + " does not know that SID (ORA-12505): use the "
                        + "service form jdbc:oracle:thin:@//host:port/SERVICE.";
            case 12541 ->
                "No Oracle listener at " + where + " (ORA-12541): is the database running and are the "
                        + "host and port right?";
            case 12170 ->
                "Connecting to Oracle at " + where + " timed out (ORA-12170): check the host, port and "
                        + "firewall; the host accepted no Oracle Net connection within the connect timeout.";
            case 12154, 12262, 17868 ->
                "Cannot resolve the Oracle host or alias in " + where + " (ORA-" + pad(code)
                        + "): check the host name, or set TNS_ADMIN to the folder holding tnsnames.ora.";
            case 12528, 12526, 12527 ->
                "The Oracle service at " + where + " refuses new connections (ORA-" + pad(code)
                        + "): the database is starting, restricted or blocked; try again when it is open.";
            case 12516, 12518, 12519, 12520 ->
                "The Oracle listener at " + where + " has no free handler (ORA-"
                        + pad(code) + "): the database reached its PROCESSES or SESSIONS limit; use fewer users or "
                        + "raise the limit.";
            case 1033 -> "Oracle at " + where + " is starting up or shutting down (ORA-01033): wait until it is open.";
            case 1034 -> "Oracle at " + where + " is not available (ORA-01034): start the instance.";
            case 28759, 29024, 29106, 17957, 43 ->
                "The wallet for " + where + " cannot be used (ORA-" + pad(code)
                        + "): set TNS_ADMIN (or oracle.net.wallet_location) to the unzipped wallet folder and check its "
                        + "files.";
            case 12560, 17820 ->
                "Oracle Net cannot reach " + where + " (ORA-" + pad(code)
                        + "): check the host, port and protocol in the URL.";
            // Bad packet type, protocol violation, no more data to read: something answered that does not speak
            // Oracle Net (a web server, a proxy, another database on that port).
            case 17904, 17401, 17410 ->
                "Something answered at " + where + " but it is not an Oracle listener (ORA-" + pad(code)
                        + "): check the host and port in the URL.";
            default -> null;
        };
    }

    private static String pad(int code) {
        return String.format("%05d", code);
    }

    /** One sentence for a failed AWR step (snapshot, DBA_HIST query, report). */
    static String describeAwrFailure(SQLException e, String user) {
        int code = oraCode(e);
        String msg = String.valueOf(e.getMessage());
        if (code == 1031
                || code == 942
                || code == 6550
                || msg.contains("PLS-00201")
                || code == 20023
                || code == 13516) {
            return "The AWR user '" + user + "' lacks a privilege AWR needs (ORA-" + pad(code) + "): grant it "
                    + "EXECUTE ON DBMS_WORKLOAD_REPOSITORY and SELECT_CATALOG_ROLE (or use a DBA account with "
                    + "--awr-user), and check that the Diagnostics Pack is enabled.";
        }
        int nl = msg.indexOf('\n');
        return "An AWR step failed for user '" + user + "': " + (nl < 0 ? msg : msg.substring(0, nl)).strip();
    }
}
