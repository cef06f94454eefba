package org.surgebench.core.host;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Map;

/**
 * Decides whether the database's disks can be watched from here: yes when its JDBC URL names this host
 * (loopback, this host's name or one of its addresses, an embedded database), or when the run option
 * {@code db-host-stats} says so either way.
 */
public final class DatabaseLocality {
    public static final String OPTION = "db-host-stats";

    private DatabaseLocality() {}

    /**
     * Whether /proc/diskstats should be sampled for this run, and why (null reason: no), for a database that is
     * embedded or on {@code host} (both as its dialect reads the URL).
     */
    public static String reasonToWatchDisks(boolean embedded, String host, Map<String, String> options) {
        String opt = options == null ? null : options.get(OPTION);
        if (opt != null) {
            return Boolean.parseBoolean(opt) ? OPTION + "=true" : null;
        }
        return isLocal(embedded, host) ? "the database URL names this host" : null;
    }

    public static boolean isLocal(boolean embedded, String host) {
        return embedded || host != null && isThisHost(host);
    }

    static boolean isThisHost(String host) {
        if (host.equals("localhost")
                || host.startsWith("127.")
                || host.equals("::1")
                || host.equals("0:0:0:0:0:0:0:1")) {
            return true;
        }
        try {
            if (host.equalsIgnoreCase(InetAddress.getLocalHost().getHostName())) {
                return true;
            }
            for (InetAddress a : InetAddress.getAllByName(host)) {
                if (a.isLoopbackAddress() || NetworkInterface.getByInetAddress(a) != null) {
                    return true;
                }
            }
        } catch (Exception e) {
            // An unresolvable or remote name: the database is elsewhere as far as we can tell.
        }
        return false;
    }
}
