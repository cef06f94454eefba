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
 * The generation wizard end to end: it builds a real schema into H2, showing the estimate and a bar per phase.
 * It is the same for every workload, so it uses the quickest to generate (tpcb). What it does in detail (the
 * estimate's wording, cancel, a wrong setting) is tested on its model, {@code GenerateModelTest}.
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
        // Enter in a field starts nothing: no default button may drop and rebuild a schema.
        robot.clickOn("#genScale").type(javafx.scene.input.KeyCode.ENTER);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(wizard.generate.isDefaultButton()).isFalse();
        assertThat(wizard.messages.getItems()).isEmpty();
        assertThat(wizard.cancel.isDisabled()).isTrue();

        String scale = Double.toString(Surgebench.workload(WORKLOAD).minScale());
        robot.interact(() -> wizard.scale.setText(scale));
        assertThat(wizard.estimate.getText()).startsWith("≈").contains("rows");

        robot.clickOn("#genStart");
        SessionWindowTest.waitUntil(
                "the end of the generation",
                300,
                () -> !wizard.messages.getItems().isEmpty()
                        && wizard.messages
                                .getItems()
                                .get(wizard.messages.getItems().size() - 1)
                                .startsWith("✓ Done"));

        ProgressBar load = robot.lookup("#phase-load").queryAs(ProgressBar.class);
        assertThat(load.getProgress()).isEqualTo(1.0);
        assertThat(wizard.phases.getChildren()).hasSizeGreaterThanOrEqualTo(2);
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry).isNotNull();
        assertThat(entry.complete()).isTrue();
        assertThat(wizard.generate.isDisabled()).isFalse();
        assertThat(wizard.cancel.isDisabled()).isTrue();
    }
}
