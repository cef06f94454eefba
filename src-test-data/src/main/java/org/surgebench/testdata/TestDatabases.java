package org.surgebench.testdata;

import java.nio.file.Path;

/** Embedded H2 databases for tests: a fresh in-memory or file database per test. */
public final class TestDatabases {
    private TestDatabases() {}

    /** A private in-memory H2 database that lives while any connection to it is open... or the JVM, with DB_CLOSE_DELAY. */
    public static String h2Memory(String name) {
        return "jdbc:h2:mem:" + name + "_" + Long.toHexString(System.nanoTime()) + ";DB_CLOSE_DELAY=-1";
    }

    /** An H2 file database under the given folder (e.g. a JUnit @TempDir). */
    public static String h2File(Path dir, String name) {
        return "jdbc:h2:" + dir.resolve(name).toAbsolutePath();
    }
}
