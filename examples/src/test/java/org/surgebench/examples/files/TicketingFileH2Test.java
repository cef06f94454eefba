package org.surgebench.examples.files;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;

/** The ticketing workload file on embedded H2. */
class TicketingFileH2Test extends TicketingFileContract {
    @TempDir
    static Path folder;

    @Override
    ConnectionSpec db() {
        return new ConnectionSpec("jdbc:h2:" + folder.resolve("ticketing"), "sa", "");
    }
}
