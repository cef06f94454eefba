package org.surgebench.web;

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
        assertThat(DatabaseNeutrality.violations(sources)).isEmpty();
    }
}
