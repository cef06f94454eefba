package org.surgebench.examples;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;

/** {@link LoadTestInJUnit} on embedded H2 in a temporary folder: runs everywhere, no server needed. */
class EmbeddedH2LoadTest extends LoadTestInJUnit {
    @TempDir
    static Path folder;

    @Override
    ConnectionSpec database() {
        return new ConnectionSpec("jdbc:h2:" + folder.resolve("tpcb"), "sa", "");
    }
}
