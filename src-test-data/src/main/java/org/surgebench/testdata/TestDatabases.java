package org.surgebench.testdata;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Embedded H2 databases for tests: a fresh in-memory or file database per test. */
public final class TestDatabases {
    /** The in-memory URLs handed out since the last {@link #takeInMemory()}: ShutDownInMemoryDatabases closes them. */
    private static final List<String> IN_MEMORY = new ArrayList<>();

    private TestDatabases() {}

    /**
     * A private in-memory H2 database that lives while any connection to it is open, or (DB_CLOSE_DELAY) until its
     * test class ends: {@link ShutDownInMemoryDatabases} shuts it down then, so that its rows do not stay in the
     * heap of the module's test JVM for every later class.
     */
    public static String h2Memory(String name) {
        String url = h2MemoryForTheJvm(name);
        synchronized (IN_MEMORY) {
            IN_MEMORY.add(url);
        }
        return url;
    }

    /**
     * A private in-memory H2 database that lives until the JVM exits: for one generation that several test classes
     * share (it is not shut down when the class that made it ends).
     */
    public static String h2MemoryForTheJvm(String name) {
        return "jdbc:h2:mem:" + name + "_" + Long.toHexString(System.nanoTime()) + ";DB_CLOSE_DELAY=-1";
    }

    /** The in-memory URLs handed out since the last call. */
    static List<String> takeInMemory() {
        synchronized (IN_MEMORY) {
            List<String> taken = List.copyOf(IN_MEMORY);
            IN_MEMORY.clear();
            return taken;
        }
    }

    /** An H2 file database under the given folder (e.g. a JUnit @TempDir). */
    public static String h2File(Path dir, String name) {
        return "jdbc:h2:" + dir.resolve(name).toAbsolutePath();
    }
}
