package org.surgebench.core.common;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks credentials before anything is printed or written (console, logs, results, reports, the schema registry,
 * a saved configuration): in URLs every form a JDBC driver takes a password in, in options and properties every
 * value whose key names a password, a secret or a token.
 *
 * <p>A password may hold any character, also those that end a value elsewhere ({@code , ; ) &} a space), so a value
 * ends only where the syntax that introduced it ends one: a parameter after {@code ?} or {@code &} at the next
 * {@code &}, one after {@code ;} or {@code :} at the next {@code ;}, Oracle's {@code user/password@} at its last
 * {@code @}, a URL's {@code //user:password@} at the last {@code @} before its path. In a whole URL
 * ({@link #maskUrl}) that may be its end; in free text ({@link #maskText}), where the URL's end is unknown, at most
 * the end of the line: rather the rest of a sentence masked than the rest of a password shown. What is masked
 * already ({@code password=***} followed by the end of the value) is left alone, so a sentence about a masked URL
 * keeps its reason; the one password that could then show in free text is one starting with {@code ***} and a
 * space, written out unmasked by a library.
 */
public final class Secrets {
    public static final String MASK = "***";
    /** The shortest part of a secret {@link #maskFragments} looks for. */
    public static final int FRAGMENT = 4;

    private static final String SECRET_WORDS = "password|passwd|pwd|secret|token|credential|apikey|api-key|api_key";
    private static final Pattern SECRET_WORD = Pattern.compile(SECRET_WORDS);
    /** A key naming a credential and its {@code =}; the match starts where the key does. */
    private static final Pattern SECRET_KEY =
            Pattern.compile("(?i)[\\w.\\-]*(?:" + SECRET_WORDS + ")[\\w.\\-]*[ \\t]*=[ \\t]*");
    /** Oracle's {@code jdbc:oracle:thin:user/}: the password follows the slash. */
    private static final Pattern ORACLE_USER =
            Pattern.compile("(?i)jdbc:oracle:[a-z0-9]+:(?:\"[^\"]*\"|[^/@:\"\\s]+)/");
    /** A URL's {@code //user:}: a password follows when an {@code @} comes before the path, query or fragment. */
    private static final Pattern USER_INFO = Pattern.compile("//[^/:@?#\\s]+:");
    /** What may follow a value that is masked already, in free text. */
    private static final String AFTER_A_VALUE = "&;)]},.:'\"";

    private Secrets() {}

    /** A credential found in a text: its value runs from {@code start} to {@code end} (exclusive). */
    private record Found(int keyStart, int start, int end) {}

    /** The URL with every credential in it masked; the whole string is the URL. */
    public static String maskUrl(String url) {
        return url == null ? null : replace(url, true, MASK, false);
    }

    /** Any text that may hold a URL or {@code key=value} pairs (an exception's message, a map's toString). */
    public static String maskText(String text) {
        return text == null ? null : replace(text, false, MASK, true);
    }

    /**
     * The URL with its credentials left out, for a file that will be read back (a saved configuration): a
     * {@code password=...} parameter goes with its separator, Oracle's {@code user/password@} becomes {@code @},
     * {@code //user:password@} becomes {@code //user@}. Whoever runs the file gives the password another way.
     */
    public static String withoutCredentials(String url) {
        return url == null ? null : replace(url, true, null, false);
    }

    /**
     * A command line to echo (a wizard's mapped command): the value after a flag that names a credential
     * ({@code --password secret}) is masked, and so is every credential in every argument (URLs,
     * {@code --password=...}, {@code --option awr-password=...}).
     */
    public static List<String> maskArguments(List<String> args) {
        List<String> out = new ArrayList<>(args.size());
        boolean secretNext = false;
        for (String a : args) {
            out.add(secretNext ? MASK : maskUrl(a));
            secretNext = takesSecret(a);
        }
        return out;
    }

    /** A flag that names a credential and takes it as the next argument ({@code --password}, not --ask-password). */
    private static boolean takesSecret(String arg) {
        return arg.startsWith("-") && !arg.contains("=") && !arg.startsWith("--ask-") && isSecretKey(arg);
    }

    /** The credential values a URL holds (what {@link #maskUrl} hides), e.g. to mask where a driver echoes them. */
    public static List<String> valuesIn(String url) {
        List<String> values = new ArrayList<>();
        if (url == null) {
            return values;
        }
        for (Found f = next(url, 0, true); f != null; f = next(url, Math.max(f.end(), f.start() + 1), true)) {
            if (f.end() > f.start()) {
                values.add(url.substring(f.start(), f.end()));
            }
        }
        return values;
    }

    /**
     * The text with every stretch of at least {@value #FRAGMENT} characters that is part of one of the secrets
     * masked: for messages of a library that holds a secret and may echo part of it (a driver that reads part of
     * an Oracle password as its host names that part). Shorter secrets are not looked for: they would mask
     * ordinary words.
     */
    public static String maskFragments(String text, java.util.Collection<String> secrets) {
        if (text == null || secrets.stream().allMatch(v -> v == null || v.length() < FRAGMENT)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int longest = 0;
            for (String secret : secrets) {
                if (secret != null && secret.length() >= FRAGMENT) {
                    longest = Math.max(longest, longestPrefixIn(text, i, secret));
                }
            }
            if (longest >= FRAGMENT) {
                if (out.length() < MASK.length() || out.lastIndexOf(MASK) != out.length() - MASK.length()) {
                    out.append(MASK);
                }
                i += longest;
            } else {
                out.append(text.charAt(i++));
            }
        }
        return out.toString();
    }

    /** How many characters of {@code text} from {@code at} on occur together somewhere in {@code secret}. */
    private static int longestPrefixIn(String text, int at, String secret) {
        int longest = 0;
        for (int start = 0; start < secret.length(); start++) {
            int n = 0;
            while (at + n < text.length()
                    && start + n < secret.length()
                    && text.charAt(at + n) == secret.charAt(start + n)) {
                n++;
            }
            longest = Math.max(longest, n);
        }
        return longest;
    }

    /** Whether a key (an option, a driver property, a flag) names a credential. */
    public static boolean isSecretKey(String key) {
        return key != null && SECRET_WORD.matcher(key.toLowerCase(Locale.ROOT)).find();
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

    /**
     * Replaces every credential's value with {@code mask}, or removes it with what introduced it when
     * {@code mask} is null. {@code wholeUrl}: the text is one URL, whose end ends the last value; otherwise a
     * value ends at the end of its line at the latest, and values masked already are kept.
     */
    private static String replace(String s, boolean wholeUrl, String mask, boolean keepMasked) {
        StringBuilder out = new StringBuilder(s.length());
        int copied = 0;
        int from = 0;
        while (true) {
            Found f = next(s, from, wholeUrl);
            if (f == null) {
                break;
            }
            boolean masked = keepMasked && maskedAlready(s, f);
            if (!masked) {
                if (mask != null) {
                    out.append(s, copied, f.start()).append(mask);
                    copied = f.end();
                } else {
                    copied = remove(s, f, out, copied);
                }
            }
            from = masked ? f.start() + MASK.length() : Math.max(f.end(), f.start() + 1);
        }
        return out.append(s, copied, s.length()).toString();
    }

    /** The first credential at or after {@code from}: the earliest of the three forms. */
    private static Found next(String s, int from, boolean wholeUrl) {
        Found best = null;
        for (Found f : new Found[] {keyValue(s, from, wholeUrl), oracle(s, from, wholeUrl), userInfo(s, from)}) {
            if (f != null && (best == null || f.keyStart() < best.keyStart())) {
                best = f;
            }
        }
        return best;
    }

    private static Found keyValue(String s, int from, boolean wholeUrl) {
        Matcher m = SECRET_KEY.matcher(s);
        if (!m.find(from)) {
            return null;
        }
        char introducer = m.start() == 0 ? '^' : s.charAt(m.start() - 1);
        String ends = switch (introducer) {
            case '?', '&' -> "&";
            case ';', ':' -> ";";
            // A whole argument (--password=..., awr-password=...) or a key in a sentence: to the end.
            default -> m.start() == 0 ? "" : "&;";
        };
        return new Found(m.start(), m.end(), valueEnd(s, m.end(), ends, wholeUrl));
    }

    /** Where a value starting at {@code start} ends: a quoted or braced value, else the first of {@code ends}. */
    private static int valueEnd(String s, int start, String ends, boolean wholeUrl) {
        int limit = wholeUrl ? s.length() : lineEnd(s, start);
        if (start < limit && (s.charAt(start) == '"' || s.charAt(start) == '{')) {
            int close = s.charAt(start) == '"' ? s.indexOf('"', start + 1) : closingBrace(s, start);
            // Quoted only when the quote closes the value: a password may start with a quote too.
            if (close > 0 && close < limit && (close + 1 == limit || ends.indexOf(s.charAt(close + 1)) >= 0)) {
                return close + 1;
            }
        }
        for (int i = start; i < limit; i++) {
            if (ends.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return limit;
    }

    /** SQL Server's {@code {...}}, in which {@code }}} is a brace. */
    private static int closingBrace(String s, int open) {
        for (int i = open + 1; i < s.length(); i++) {
            if (s.charAt(i) == '}') {
                if (i + 1 < s.length() && s.charAt(i + 1) == '}') {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Oracle's {@code user/password@}: to the {@code @} after a closing quote, else the last {@code @}. */
    private static Found oracle(String s, int from, boolean wholeUrl) {
        Matcher m = ORACLE_USER.matcher(s);
        if (!m.find(from)) {
            return null;
        }
        int start = m.end();
        int limit = wholeUrl ? s.length() : lineEnd(s, start);
        if (start < limit && s.charAt(start) == '"') {
            int close = s.indexOf('"', start + 1);
            if (close > 0 && close + 1 < limit && s.charAt(close + 1) == '@') {
                return new Found(m.start(), start, close + 1);
            }
        }
        int at = s.lastIndexOf('@', limit - 1);
        return new Found(m.start(), start, at >= start ? at : limit);
    }

    /** {@code //user:password@host}: to the last {@code @} before the path, query or fragment (RFC 3986). */
    private static Found userInfo(String s, int from) {
        Matcher m = USER_INFO.matcher(s);
        while (m.find(from)) {
            int start = m.end();
            int at = -1;
            for (int i = start; i < s.length() && "/?#\n\r".indexOf(s.charAt(i)) < 0; i++) {
                if (s.charAt(i) == '@') {
                    at = i;
                }
            }
            if (at >= 0) {
                return new Found(m.start(), start, at);
            }
            from = m.start() + 1;
        }
        return null;
    }

    private static int lineEnd(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '\n' || s.charAt(i) == '\r') {
                return i;
            }
        }
        return s.length();
    }

    /** {@code ***} and then the end of the value: a URL masked before it was put in a sentence. */
    private static boolean maskedAlready(String s, Found f) {
        int after = f.start() + MASK.length();
        return s.startsWith(MASK, f.start())
                && (after == s.length()
                        || Character.isWhitespace(s.charAt(after))
                        || AFTER_A_VALUE.indexOf(s.charAt(after)) >= 0
                        || s.charAt(after) == '@');
    }

    /**
     * Copies what comes before the credential and leaves the credential out: a parameter with its separator, the
     * password of {@code user/password@} with its user, the password of {@code //user:password@} with its colon.
     */
    private static int remove(String s, Found f, StringBuilder out, int copied) {
        char before = f.keyStart() > 0 ? s.charAt(f.keyStart() - 1) : '^';
        if (s.startsWith("//", f.keyStart())) {
            // //user:password@ -> //user@
            out.append(s, copied, f.start() - 1);
            return f.end();
        }
        if (s.regionMatches(true, f.keyStart(), "jdbc:oracle:", 0, "jdbc:oracle:".length())) {
            // jdbc:oracle:thin:user/password@ -> jdbc:oracle:thin:@
            int userStart = s.indexOf(':', s.indexOf(':', f.keyStart() + 5) + 1) + 1;
            out.append(s, copied, userStart);
            return f.end();
        }
        boolean last = f.end() >= s.length();
        if (before == '?') {
            // ?password=x&rest -> ?rest; ?password=x -> (nothing)
            out.append(s, copied, last ? f.keyStart() - 1 : f.keyStart());
            return last ? f.end() : f.end() + 1;
        }
        if (before == '&' || before == ';') {
            out.append(s, copied, f.keyStart() - 1);
            return f.end();
        }
        // DB2's :user=u;password=x; or a bare key=value: the pair and the separator after it.
        out.append(s, copied, f.keyStart());
        return last ? f.end() : f.end() + 1;
    }
}
