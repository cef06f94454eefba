package org.surgebench.cli;

/** Whether {@code --debug} was given: stack traces and engine debug logging. */
final class Debug {
    private static volatile boolean enabled;

    private Debug() {}

    static boolean enabled() {
        return enabled;
    }

    /** Each command line starts without --debug (tests run many in one JVM). */
    static void reset() {
        enabled = false;
    }

    static void enable() {
        enabled = true;
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "debug");
        System.setProperty("org.slf4j.simpleLogger.log.com.zaxxer.hikari", "debug");
    }
}
