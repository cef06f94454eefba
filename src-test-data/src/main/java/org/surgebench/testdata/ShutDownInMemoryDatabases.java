package org.surgebench.testdata;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Shuts down the in-memory H2 databases a test class made ({@link TestDatabases#h2Memory}) when the class ends,
 * after its own {@code @AfterAll}. Kept open (DB_CLOSE_DELAY=-1), they stayed in the heap of the module's one
 * test JVM for all later classes: a workloads run held 4 GB of them, and its young collections took 190 s of
 * 24 minutes. Registered for every class by src-test-data's junit-platform.properties (extension autodetection).
 */
public final class ShutDownInMemoryDatabases implements AfterAllCallback {
    @Override
    public void afterAll(ExtensionContext context) {
        boolean topLevel =
                context.getParent().flatMap(ExtensionContext::getParent).isEmpty();
        if (!topLevel) {
            return; // a @Nested class: its outer class may still use them
        }
        for (String url : TestDatabases.takeInMemory()) {
            // IFEXISTS: a URL handed out but never opened is not created just to be shut down.
            try (Connection c = DriverManager.getConnection(url + ";IFEXISTS=TRUE", "sa", "");
                    Statement s = c.createStatement()) {
                s.execute("SHUTDOWN");
            } catch (SQLException e) {
                // never opened, already shut down, or made with another user: nothing to free here
            }
        }
    }
}
