package org.surgebench.core.db;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Properties;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SurgeException;

/**
 * A database to work on: the connection spec, its dialect, and connections whose failures are turned
 * into one clear sentence ({@link SurgeException}).
 */
public final class Database {
    private final ConnectionSpec spec;
    private final Dialect dialect;

    public Database(ConnectionSpec spec) {
        this.dialect = Dialects.forUrl(spec.url());
        Properties merged = new Properties();
        // A default the URL sets itself is left to the URL (H2 refuses a setting given twice).
        String upperUrl = spec.url().toUpperCase(java.util.Locale.ROOT);
        dialect.defaultProperties().forEach((k, v) -> {
            if (!upperUrl.contains(k.toString().toUpperCase(java.util.Locale.ROOT) + "=")) {
                merged.put(k, v);
            }
        });
        merged.putAll(spec.properties());
        this.spec = new ConnectionSpec(spec.url(), spec.user(), spec.password(), merged);
    }

    public static Database of(String url, String user, String password) {
        return new Database(new ConnectionSpec(url, user, password));
    }

    public ConnectionSpec spec() {
        return spec;
    }

    public Dialect dialect() {
        return dialect;
    }

    /** One connection with auto-commit off; connection failures become a {@link SurgeException}. */
    public Connection connect() {
        try {
            return new DirectConnections(spec, dialect.driver()).getConnection();
        } catch (SQLException e) {
            throw connectFailure(e);
        }
    }

    /** A pool of up to {@code maxSize} connections; the first connection is opened to fail fast. */
    public ConnectionPool pool(int maxSize, String name) {
        try {
            return dialect.createPool(spec, maxSize, name);
        } catch (RuntimeException e) {
            Throwable c = e;
            while (c != null && !(c instanceof SQLException)) {
                c = c.getCause();
            }
            if (c instanceof SQLException sql) {
                throw connectFailure(sql);
            }
            throw new SurgeException(
                    SurgeException.CONNECTION,
                    "Cannot open connections to " + spec.where() + ": " + oneLine(e.getMessage()),
                    e);
        }
    }

    /** Connections for users holding one each; the first is opened here so that failures show at once. */
    public ConnectionPool dedicated() {
        ConnectionPool p = dialect.dedicatedConnections(spec);
        try {
            p.getConnection().close();
        } catch (SQLException e) {
            p.close();
            throw connectFailure(e);
        }
        return p;
    }

    /** Turns a failed connection attempt into one sentence naming the cause and the fix. */
    public SurgeException connectFailure(SQLException e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String sentence;
        if (root instanceof UnknownHostException) {
            sentence = "Cannot resolve the host in " + spec.where() + ": check the host name in --url.";
        } else if (root instanceof ConnectException) {
            sentence = "Nothing accepts connections at " + spec.where()
                    + ": is the database running and the host and port right?";
        } else {
            sentence = dialect.describeConnectFailure(e, spec);
            if (sentence == null) {
                sentence = "Cannot connect to " + spec.where() + ": " + oneLine(e.getMessage());
            }
        }
        // A driver may echo part of the URL's password (Oracle's thin driver reads what follows an @ in it as the
        // host and names it): no stretch of it shows.
        sentence = Secrets.maskFragments(sentence, Secrets.valuesIn(spec.url()));
        return new SurgeException(SurgeException.CONNECTION, sentence, e);
    }

    /** "PostgreSQL 15.19" and the like, for results and reports. */
    public static String productOf(Connection c) {
        try {
            DatabaseMetaData md = c.getMetaData();
            return md.getDatabaseProductName() + " " + md.getDatabaseProductVersion();
        } catch (SQLException e) {
            return "unknown";
        }
    }

    public static String driverOf(Connection c) {
        try {
            DatabaseMetaData md = c.getMetaData();
            return md.getDriverName() + " " + md.getDriverVersion();
        } catch (SQLException e) {
            return "unknown";
        }
    }

    static String oneLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int i = s.indexOf('\n');
        return (i < 0 ? s : s.substring(0, i)).strip();
    }
}
