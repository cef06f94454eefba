package org.surgebench.core.common;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Masks credentials before anything is printed or written (console, logs, results, the schema registry): in
 * URLs every form a JDBC driver accepts, in options and properties every value whose key names a password, a
 * secret or a token.
 */
public final class Secrets {
    public static final String MASK = "***";
    private static final String SECRET_WORDS = "password|passwd|pwd|secret|token|credential|apikey|api-key|api_key";
    /** {@code password=...}, {@code awr-password=...}, {@code PASSWORD=...}, {@code accessToken=...}: up to ; & or ?. */
    private static final Pattern KEY_VALUE =
            Pattern.compile("(?i)([\\w.\\-]*(?:" + SECRET_WORDS + ")[\\w.\\-]*)\\s*=\\s*(\"[^\"]*\"|[^;&?,)\\s]*)");
    /** Oracle's {@code jdbc:oracle:thin:user/password@host}: the part between the slash and the @. */
    private static final Pattern ORACLE_USER_PASSWORD = Pattern.compile("(?i)(jdbc:oracle:[a-z0-9]+:[^/@:]+)/([^@]*)@");
    /** A URL's user info, {@code //user:password@host} (MariaDB, MySQL, generic URIs). */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@?;]+):([^@/]*)@");

    private Secrets() {}

    /** The URL with every credential in it masked. */
    public static String maskUrl(String url) {
        if (url == null) {
            return null;
        }
        String s = ORACLE_USER_PASSWORD.matcher(url).replaceAll("$1/" + MASK + "@");
        s = USER_INFO.matcher(s).replaceAll("$1:" + MASK + "@");
        return KEY_VALUE.matcher(s).replaceAll("$1=" + MASK);
    }

    /** Any text that may hold a URL or {@code key=value} pairs (an exception's message, a map's toString). */
    public static String maskText(String text) {
        return maskUrl(text);
    }

    /** Whether a key (an option, a driver property) names a credential. */
    public static boolean isSecretKey(String key) {
        return key != null
                && Pattern.compile(SECRET_WORDS)
                        .matcher(key.toLowerCase(Locale.ROOT))
                        .find();
    }

    /** A copy of the options with the values of secret keys masked, in the same order. */
    public static Map<String, String> maskOptions(Map<String, String> options) {
        if (options == null) {
            return null;
        }
        Map<String, String> masked = new LinkedHashMap<>();
        options.forEach((k, v) -> masked.put(k, isSecretKey(k) ? MASK : v));
        return masked;
    }
}
