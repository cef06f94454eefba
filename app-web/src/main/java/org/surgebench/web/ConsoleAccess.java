package org.surgebench.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import org.surgebench.core.common.SurgeException;

/**
 * Who may use the console. Bound to a loopback address, only this machine's users reach it, so no token is
 * needed; any other address needs {@code --token-file}, and then every request names the token as
 * {@code Authorization: Bearer TOKEN} (the pages send it from the browser's cookie {@value #COOKIE}, which the
 * login page sets). The token is read once, compared in constant time and never echoed.
 */
final class ConsoleAccess {
    /** The cookie the pages keep the token in, so that a browser's plain page loads carry it too. */
    static final String COOKIE = "surge-token";

    private final byte[] token;

    private ConsoleAccess(byte[] token) {
        this.token = token;
    }

    /** Everyone who reaches the console may use it: a loopback bind without a token file. */
    static ConsoleAccess open() {
        return new ConsoleAccess(null);
    }

    /** Only requests that carry {@code token}. */
    static ConsoleAccess withToken(String token) {
        return new ConsoleAccess(token.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The access {@code --bind} and {@code --token-file} ask for: refused in one sentence (exit 2) when the
     * address reaches beyond this machine without a token, or the token file is missing or empty.
     */
    static ConsoleAccess of(String bind, Path tokenFile) {
        if (tokenFile == null) {
            if (!isLoopback(bind)) {
                throw SurgeException.usage("--bind " + bind + " lets other machines reach the console: give "
                        + "--token-file FILE with a token that every request must carry.");
            }
            return open();
        }
        String text;
        try {
            text = Files.readString(tokenFile, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw SurgeException.usage("--token-file " + tokenFile + " cannot be read: " + e.getMessage() + ".");
        }
        if (text.isEmpty() || text.chars().anyMatch(Character::isWhitespace)) {
            throw SurgeException.usage(
                    "--token-file " + tokenFile + " must hold one token: a single word, without spaces.");
        }
        return withToken(text);
    }

    static boolean isLoopback(String bind) {
        try {
            return InetAddress.getByName(bind).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw SurgeException.usage("--bind " + bind + " is not an address of this machine.");
        }
    }

    boolean needsToken() {
        return token != null;
    }

    /**
     * Whether a request may go on, given its {@code Authorization} header and its token cookie (either may be
     * null).
     */
    boolean allows(String authorization, String cookie) {
        if (token == null) {
            return true;
        }
        String given = null;
        if (authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            given = authorization.substring(7).strip();
        } else if (cookie != null) {
            given = cookie;
        }
        return given != null && MessageDigest.isEqual(token, given.getBytes(StandardCharsets.UTF_8));
    }
}
