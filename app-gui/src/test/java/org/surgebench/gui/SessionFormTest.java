package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunSpec;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The form turns into exactly the run the person configured: snapshots per database, weights, durations. */
@ExtendWith(ApplicationExtension.class)
class SessionFormTest {
    SessionForm form;

    @Start
    void start(Stage stage) {
        form = new SessionForm();
        stage.setScene(new Scene(form, 420, 800));
        stage.show();
    }

    @Test
    void snapshotsFollowTheDatabaseInTheUrl(FxRobot robot) {
        robot.interact(() -> form.url.setText("jdbc:postgresql://127.0.0.1:5432/bench"));
        assertThat(form.snapshots.isDisabled()).isFalse();
        assertThat(form.snapshots.isSelected()).isTrue();
        assertThat(spec(robot).options()).containsEntry("pgstats", "true");
        robot.clickOn("#snapshots");
        assertThat(spec(robot).options()).containsEntry("pgstats", "false");

        robot.interact(() -> form.url.setText("jdbc:oracle:thin:@//db:1521/FREEPDB1"));
        assertThat(form.snapshots.isSelected()).isFalse();
        assertThat(spec(robot).options()).containsEntry("awr", "false");
        robot.clickOn("#snapshots");
        assertThat(spec(robot).options()).containsEntry("awr", "true").doesNotContainKey("pgstats");

        robot.interact(() -> form.url.setText("jdbc:h2:mem:x"));
        assertThat(form.snapshots.isDisabled()).isTrue();
        assertThat(spec(robot).options()).isEmpty();
    }

    @Test
    void runTimeAndResultsFolderDefaultAsOnTheCommandLine(FxRobot robot) {
        RunSpec spec = spec(robot);
        assertThat(form.runTime.getText()).isEqualTo(RunSpec.DEFAULT_RUN_TIME).isEqualTo("60s");
        assertThat(spec.runTime()).isEqualTo(new RunSpec("x").runTime());
        assertThat(spec.resultsDir()).isEqualTo(java.nio.file.Path.of(RunSpec.DEFAULT_RESULTS_DIR).toAbsolutePath());
    }

    @Test
    void theTransactionTableIsWhatRuns(FxRobot robot) {
        robot.interact(() -> {
            form.workload.setValue(Surgebench.workload("tpcb"));
            form.mix.setValue(Surgebench.workload("tpcb").mix("tpcb-like"));
        });
        assertThat(spec(robot).weights()).containsEntry("TPCB", 1).containsEntry("SEL", 0);
        robot.clickOn("#enable-SEL");
        robot.clickOn("#enable-TPCB");
        robot.interact(() -> form.transactions.getItems().get(1).weightProperty().set(7));
        RunSpec spec = spec(robot);
        assertThat(spec.workload()).isEqualTo("tpcb");
        assertThat(spec.mix()).isEqualTo("tpcb-like");
        assertThat(spec.weights()).containsEntry("TPCB", 0).containsEntry("SEL", 7);
    }

    @Test
    void theVariantAndTheThinkTimeInsideTransactionsAreWhatRuns(FxRobot robot) {
        robot.interact(() -> form.workload.setValue(Surgebench.workload("soe")));
        assertThat(form.variant.isDisabled()).isFalse();
        assertThat(form.variant.getItems()).containsExactly("default", "server", "client");
        RunSpec byDatabase = spec(robot);
        assertThat(byDatabase.variant()).isNull();
        assertThat(byDatabase.timingsIncludeThink()).isFalse();
        robot.interact(() -> {
            form.variant.setValue("client");
            form.intraThinkMin.setText("50ms");
            form.intraThinkMax.setText("100ms");
            form.timingsIncludeThink.setSelected(true);
        });
        RunSpec chosen = spec(robot);
        assertThat(chosen.variant()).isEqualTo("client");
        assertThat(chosen.intraThinkMin()).isEqualTo(Duration.ofMillis(50));
        assertThat(chosen.intraThinkMax()).isEqualTo(Duration.ofMillis(100));
        assertThat(chosen.timingsIncludeThink()).isTrue();
        // A workload with one way to run has nothing to choose.
        robot.interact(() -> form.workload.setValue(Surgebench.workload("tpcb")));
        assertThat(form.variant.isDisabled()).isTrue();
        assertThat(spec(robot).variant()).isNull();
    }

    @Test
    void durationsAreReadAsOnTheCommandLineAndBadOnesNamed(FxRobot robot) {
        robot.interact(() -> {
            form.thinkMin.setText("250ms");
            form.thinkMax.setText("1s");
            form.rampUp.setText("30s");
            form.warmUp.setText("1m");
            form.runTime.setText("1h30m");
            form.users.getValueFactory().setValue(12);
        });
        RunSpec spec = spec(robot);
        assertThat(spec.thinkMin()).isEqualTo(Duration.ofMillis(250));
        assertThat(spec.thinkMax()).isEqualTo(Duration.ofSeconds(1));
        assertThat(spec.rampUp()).isEqualTo(Duration.ofSeconds(30));
        assertThat(spec.warmUp()).isEqualTo(Duration.ofMinutes(1));
        assertThat(spec.runTime()).isEqualTo(Duration.ofMinutes(90));
        assertThat(spec.users()).isEqualTo(12);

        robot.interact(() -> form.rampUp.setText("soon"));
        assertThatThrownBy(() -> spec(robot)).isInstanceOf(SurgeException.class).hasMessageStartingWith("Ramp-up: ");
    }

    @Test
    void loadFieldsShowTheWorkloadsDefaultsAndKeepWhatWasTyped(FxRobot robot) {
        robot.interact(() -> form.workload.setValue(Surgebench.workload("sh")));
        assertThat(form.users.getValue()).isEqualTo(16);
        assertThat(form.thinkMin.getText()).isEqualTo("1s");
        assertThat(form.thinkMax.getText()).isEqualTo("2s");
        assertThat(form.queryTimeout.getText()).isEqualTo("55s");
        RunSpec defaults = spec(robot);
        assertThat(defaults.fromWorkloadDefaults()).containsExactly("users", "think time", "query timeout");
        assertThat(defaults.users()).isEqualTo(16);
        assertThat(defaults.queryTimeout()).isEqualTo(Duration.ofSeconds(55));

        // A value typed in stays when the workload changes; the untouched ones follow it.
        robot.interact(() -> {
            form.users.getValueFactory().setValue(4);
            form.workload.setValue(Surgebench.workload("tpcb"));
        });
        assertThat(form.users.getValue()).isEqualTo(4);
        assertThat(form.thinkMax.getText()).isEqualTo("0s");
        assertThat(form.queryTimeout.getText()).isEqualTo("0s");
        RunSpec typed = spec(robot);
        assertThat(typed.users()).isEqualTo(4);
        assertThat(typed.fromWorkloadDefaults()).containsExactly("think time", "query timeout");
    }

    private RunSpec spec(FxRobot robot) {
        RunSpec[] out = new RunSpec[1];
        RuntimeException[] error = new RuntimeException[1];
        robot.interact(() -> {
            try {
                out[0] = form.toSpec();
            } catch (RuntimeException e) {
                error[0] = e;
            }
        });
        if (error[0] != null) {
            throw error[0];
        }
        return out[0];
    }
}
