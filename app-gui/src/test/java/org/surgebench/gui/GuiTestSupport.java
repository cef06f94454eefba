package org.surgebench.gui;

import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * What the GUI tests share: the workload they drive (Order Entry when present, else tpcb) and one tiny
 * in-memory H2 schema of it, generated once per test JVM through the API (generation is the slow part), and kept
 * for the JVM (not shut down when the class that made it ends).
 */
final class GuiTestSupport {
    private static ConnectionSpec shared;

    private GuiTestSupport() {}

    static String workload() {
        return Surgebench.workloads().stream().anyMatch(w -> w.name().equals("soe")) ? "soe" : "tpcb";
    }

    static synchronized ConnectionSpec sharedDatabase() {
        if (shared == null) {
            ConnectionSpec db = new ConnectionSpec(TestDatabases.h2MemoryForTheJvm("gui"), "sa", "");
            Surgebench.generate(
                    new GenerateSpec(workload())
                            .connection(db)
                            .scale(Surgebench.workload(workload()).minScale())
                            .threads(2),
                    null);
            shared = db;
        }
        return shared;
    }
}
