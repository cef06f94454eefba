package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Workload;

/**
 * bin/surge-gui's {@code --workload-path}: the session form offers a workload built outside Surgebench
 * (examples/outside-workload's jar), and a bad path stops the app before its window with one sentence.
 */
class OutsideWorkloadGuiTest {
    @TempDir
    Path dir;

    @AfterEach
    void builtInOnly() {
        Surgebench.useWorkloadPath("--workload-path", List.of());
    }

    private static Path stockJar() {
        Path jar = Path.of("..", "examples", "outside-workload", "target", "stock-workload.jar")
                .toAbsolutePath()
                .normalize();
        assertThat(jar).as("examples/outside-workload is built before app-gui").isRegularFile();
        return jar;
    }

    @Test
    void theSessionFormOffersTheOutsideWorkload() {
        SurgeGui.useWorkloadPath(new String[] {"--workload-path", stockJar().toString()});
        SessionFormModel form = new SessionFormModel();
        assertThat(form.workloads).extracting(Workload::name).contains("stock", "soe", "tpcb");
        form.workload.set(form.workloads.stream()
                .filter(w -> w.name().equals("stock"))
                .findFirst()
                .orElseThrow());
        assertThat(form.transactions).extracting(TransactionRow::shortName).containsExactly("RCV", "SHP", "CHK");

        SurgeGui.useWorkloadPath(new String[] {"--workload-path=" + stockJar().getParent()});
        assertThat(new SessionFormModel().workloads).extracting(Workload::name).contains("stock");
    }

    @Test
    void aMissingFolderIsOneSentence() {
        Path missing = dir.resolve("missing");
        assertThatThrownBy(() -> SurgeGui.useWorkloadPath(new String[] {"--workload-path", missing.toString()}))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--workload-path names " + missing
                        + ", which does not exist: give a folder of workload jars (or a jar).")
                .extracting(e -> ((SurgeException) e).exitCode())
                .isEqualTo(2);
        assertThatThrownBy(() -> SurgeGui.useWorkloadPath(new String[] {"--workload-path"}))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("--workload-path needs a folder");
    }
}
