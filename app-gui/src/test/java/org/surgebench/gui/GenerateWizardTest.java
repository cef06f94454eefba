package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.testdata.TestDatabases;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The generation wizard builds a real schema into H2, showing the estimate and a bar per phase. It is the
 * same for every workload, so it uses the quickest to generate (tpcb).
 */
@ExtendWith(ApplicationExtension.class)
class GenerateWizardTest {
    static final String WORKLOAD = "tpcb";
    final ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gui_generate"), "sa", "");
    GenerateWizard wizard;

    @Start
    void start(Stage stage) {
        Dialogs.quiet = true;
        wizard = new GenerateWizard(() -> db, Surgebench.workload(WORKLOAD));
        stage.setScene(new Scene(wizard, 640, 520));
        stage.show();
    }

    @Test
    void generatesASchemaWithProgressPerPhase(FxRobot robot) throws Exception {
        String scale = Double.toString(Surgebench.workload(WORKLOAD).minScale());
        robot.interact(() -> wizard.scale.setText(scale));
        assertThat(wizard.estimate.getText()).startsWith("≈").contains("rows");
        robot.interact(() -> wizard.scale.setText("-1"));
        assertThat(wizard.estimate.getText()).contains("Scale must be positive").doesNotContain("--");
        robot.interact(() -> wizard.scale.setText(scale));

        robot.clickOn("#genStart");
        SessionWindowTest.waitUntil("the end of the generation", 300, () -> !wizard.messages.getItems().isEmpty()
                && wizard.messages.getItems().get(wizard.messages.getItems().size() - 1).startsWith("✓ Done"));

        ProgressBar load = robot.lookup("#phase-load").queryAs(ProgressBar.class);
        assertThat(load.getProgress()).isEqualTo(1.0);
        assertThat(wizard.phases.getChildren()).hasSizeGreaterThanOrEqualTo(2);
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry).isNotNull();
        assertThat(entry.complete()).isTrue();
        assertThat(wizard.generate.isDisabled()).isFalse();
        assertThat(wizard.cancel.isDisabled()).isTrue();
    }

    @Test
    void enterInAFieldStartsNoGeneration(FxRobot robot) throws Exception {
        robot.clickOn("#genScale").type(javafx.scene.input.KeyCode.ENTER);
        Thread.sleep(500);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(wizard.generate.isDefaultButton()).isFalse();
        assertThat(wizard.messages.getItems()).isEmpty();
        assertThat(wizard.cancel.isDisabled()).isTrue();
        assertThat(Surgebench.schemaInfo(db, WORKLOAD)).isNull();
    }

    @Test
    void cancelStopsAGenerationAndLeavesTheSchemaIncomplete(FxRobot robot) throws Exception {
        // Big enough to take seconds on H2, so the click on Cancel lands while rows are loading.
        String scale = Double.toString(Surgebench.workload(WORKLOAD).minScale() * 200);
        robot.interact(() -> wizard.scale.setText(scale));
        robot.clickOn("#genStart");
        SessionWindowTest.waitUntil("the load phase", 120, () -> robot.lookup("#phase-load").tryQuery().isPresent());
        robot.clickOn("#genCancel");
        SessionWindowTest.waitUntil("the cancellation", 120, () -> !wizard.generate.isDisabled());

        String last = wizard.messages.getItems().get(wizard.messages.getItems().size() - 1);
        assertThat(last).startsWith("✗").contains("cancelled");
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry).isNotNull();
        assertThat(entry.complete()).isFalse();
    }
}
