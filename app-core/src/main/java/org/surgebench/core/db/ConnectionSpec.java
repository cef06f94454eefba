package org.surgebench.core.db;

import java.util.Properties;
import org.surgebench.core.common.Secrets;

/**
 * Where and as whom to connect. The password is kept out of {@link #toString()} and out of results.
 */
public record ConnectionSpec(String url, String user, String password, Properties properties) {

    public ConnectionSpec {
        properties = properties == null ? new Properties() : properties;
    }

    public ConnectionSpec(String url, String user, String password) {
        this(url, user, password, new Properties());
    }

    /** The URL for messages and results, with every credential in it masked ({@link Secrets#maskUrl}). */
    public String where() {
        return Secrets.maskUrl(url);
    }

    @Override
    public String toString() {
        return "ConnectionSpec[url=" + where() + ", user=" + user + "]";
    }
}
