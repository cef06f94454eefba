package org.surgebench.core.db;

import java.util.Properties;

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

    /** The host part of the URL for messages, or the URL itself when there is none. */
    public String where() {
        return url.replaceAll("password=[^;&]*", "password=***");
    }

    @Override
    public String toString() {
        return "ConnectionSpec[url=" + where() + ", user=" + user + "]";
    }
}
