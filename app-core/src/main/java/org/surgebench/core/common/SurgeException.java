package org.surgebench.core.common;

/**
 * An error a user can cause or fix (bad URL, wrong password, missing schema, bad option). Its message is
 * one sentence naming the problem and the fix; front doors print it without a stack trace and exit with
 * {@link #exitCode()}.
 */
public class SurgeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Exit codes shared by all front doors (documented in {@code surge --help}). */
    public static final int USAGE = 2;

    public static final int CONNECTION = 3;
    public static final int SCHEMA = 4;
    public static final int VERIFY = 5;
    public static final int RUN_FAILED = 6;
    public static final int IO = 7;
    /** Stopped by the user (Ctrl-C, SIGTERM): 128 + SIGINT, as shells report it. */
    public static final int INTERRUPTED = 130;

    private final int exitCode;

    public SurgeException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public SurgeException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }

    public static SurgeException usage(String message) {
        return new SurgeException(USAGE, message);
    }
}
