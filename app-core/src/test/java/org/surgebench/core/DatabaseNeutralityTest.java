package org.surgebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.DatabaseNeutrality;

/**
 * No class of this module decides by a database's name, URL prefix or error codes: it asks the dialect
 * (docs/DESIGN.md, "Adding a database"), so a new database touches none of them.
 */
class DatabaseNeutralityTest {

    @Test
    void asksTheDialectInsteadOfTestingADatabase() {
        Path sources = Path.of("src/main/java");
        assertThat(Files.isDirectory(sources))
                .as("run from the module's folder")
                .isTrue();
        // swingbench reads and writes the files of an Oracle tool: its ConnectString is an Oracle connect
        // descriptor and its DriverType and properties name Oracle's driver by the format's definition.
        assertThat(DatabaseNeutrality.violations(sources, "org/surgebench/core/swingbench/"))
                .isEmpty();
    }

    /** The scan finds each kind of test it is for, and passes dialect packages and mere mentions. */
    @Test
    void findsDatabaseTests(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path generic = Files.createDirectories(dir.resolve("org/surgebench/core/generate"))
                .resolve("G.java");
        Files.writeString(
                generic,
                String.join(
                        "\n",
                        "if (\"h2\".equals(d)) {",
                        "switch (d) { case \"mariadb\" -> x(); }",
                        "boolean pg = url.startsWith(\"jdbc:postgresql:\");",
                        "if (\"42501\".equals(e.getSQLState())) {",
                        "if (e.getErrorCode() == 1013) {",
                        "String help = \"e.g. jdbc:postgresql://db/soe\";"));
        Path dialect = Files.createDirectories(dir.resolve("org/surgebench/core/db/h2"))
                .resolve("D.java");
        Files.writeString(dialect, "if (\"90096\".equals(e.getSQLState())) {");
        assertThat(DatabaseNeutrality.violations(dir)).hasSize(5).allMatch(v -> v.contains("G.java"));
    }
}
