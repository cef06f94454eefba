package org.surgebench.core.host;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decides whether the database's disks can be watched from here: yes when its JDBC URL names this host
 * (loopback, this host's name or one of its addresses, an embedded H2 file), or when the run option
 * {@code db-host-stats} says so either way.
 */
public final class DatabaseLocality {
    public static final String OPTION = "db-host-stats";

    private static final Pattern SLASHES = Pattern.compile("//\\[?([^/:;?,\\]]+)");
    private static final Pattern AT = Pattern.compile("@([^/:;?,]+)");

    private DatabaseLocality() {
    }

    /** Whether /proc/diskstats should be sampled for this run, and why (null reason: no). */
    public static String reasonToWatchDisks(String jdbcUrl, Map<String, String> options) {
        String opt = options == null ? null : options.get(OPTION);
        if (opt != null) {
            return Boolean.parseBoolean(opt) ? OPTION + "=true" : null;
        }
        return isLocal(jdbcUrl) ? "the database URL names this host" : null;
    }

    public static boolean isLocal(String jdbcUrl) {
        String url = jdbcUrl.toLowerCase(Locale.ROOT);
        if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:tcp:") && !url.startsWith("jdbc:h2:ssl:")) {
            return true;
        }
        String host = host(url);
        return host != null && isThisHost(host);
    }

    /** The host named in a JDBC URL, or null. */
    static String host(String url) {
        String afterScheme = url.replaceFirst("^jdbc:[a-z0-9]+:(thin:)?", "");
        Matcher m = SLASHES.matcher(afterScheme);
        if (m.find()) {
            return m.group(1);
        }
        m = AT.matcher(afterScheme);
        return m.find() ? m.group(1) : null;
    }

    static boolean isThisHost(String host) {
        if (host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("0:0:0:0:0:0:0:1")) {
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
