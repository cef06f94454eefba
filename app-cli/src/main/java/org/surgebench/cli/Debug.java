package org.surgebench.cli;

/**
 * Whether {@code --debug} was given: stack traces and engine debug logging. Held per thread, because one JVM may
 * run several command lines at once (tests, and a command line another starts in the background): one command's
 * start must not take the stack trace from another's error.
 */
final class Debug {
    private static final ThreadLocal<Boolean> ENABLED = ThreadLocal.withInitial(() -> false);

    private Debug() {}

    static boolean enabled() {
        return ENABLED.get();
    }

    /** Each command line starts without --debug. */
    static void reset() {
        ENABLED.set(false);
    }

    static void enable() {
        ENABLED.set(true);
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "debug");
        System.setProperty("org.slf4j.simpleLogger.log.com.zaxxer.hikari", "debug");
    }
}
