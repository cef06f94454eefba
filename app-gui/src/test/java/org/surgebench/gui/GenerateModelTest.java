package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The generation wizard's model without a window: the estimate, a real generation into H2 with progress per
 * phase, a cancel that leaves the schema incomplete, and a wrong setting. It uses the quickest workload to
 * generate (tpcb); the wizard is the same for every workload.
 */
class GenerateModelTest {
    static final String WORKLOAD = "tpcb";
    final UiThread ui = new UiThread();
    final GenerateModel model = new GenerateModel(Surgebench::startGenerate, Surgebench::plan, ui);

    @AfterEach
    void closeUi() {
        ui.close();
    }

    private static GenerateSpec spec(ConnectionSpec db, double scale) {
        return new GenerateSpec(WORKLOAD).connection(db).scale(scale).threads(2);
    }

    private List<String> messages() {
        return ui.get(() -> List.copyOf(model.messages));
    }

    @Test
    void estimatesTheSizeOrSaysWhatIsWrongInTheAppsWords() {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gui_model_estimate"), "sa", "");
        double min = Surgebench.workload(WORKLOAD).minScale();
        ui.run(() -> model.estimate(() -> spec(db, min)));
        assertThat(ui.get(model.estimate::get)).startsWith("≈").contains("rows").contains("tables)");
        ui.run(() -> model.estimate(() -> spec(db, -1)));
        assertThat(ui.get(model.estimate::get))
                .contains("Scale must be positive")
                .doesNotContain("--");
        assertThat(Surgebench.schemaInfo(db, WORKLOAD))
                .as("an estimate touches no database")
                .isNull();
    }

    @Test
    void generatesASchemaWithProgressPerPhase() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gui_model_generate"), "sa", "");
        ui.run(() -> model.start(() -> spec(db, Surgebench.workload(WORKLOAD).minScale())));
        assertThat(ui.get(model.running::get)).isTrue();
        assertThat(ui.get(model.cancellable::get)).isTrue();
        ui.waitUntil("the end of the generation", 300, () -> !model.running.get());

        assertThat(ui.get(model.failure::get)).isNull();
        assertThat(ui.get(model.report::get).rows()).isPositive();
        assertThat(messages().getFirst()).startsWith("Generating " + WORKLOAD + " at scale ");
        assertThat(messages().getLast()).startsWith("✓ Done: ").contains(" rows in ");
        List<PhaseProgress> phases = ui.get(() -> List.copyOf(model.phases));
        assertThat(phases).extracting(p -> p.name).contains("load").hasSizeGreaterThanOrEqualTo(2);
        PhaseProgress load =
                phases.stream().filter(p -> p.name.equals("load")).findFirst().orElseThrow();
        assertThat(ui.get(load.fraction::get)).isEqualTo(1.0);
        assertThat(ui.get(load.text::get))
                .startsWith(Formats.count(load.total) + " / " + Formats.count(load.total))
                .endsWith(" s");
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry).isNotNull();
        assertThat(entry.complete()).isTrue();
        assertThat(ui.get(model.cancellable::get)).isFalse();
    }

    @Test
    void cancelStopsAGenerationAndLeavesTheSchemaIncomplete() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gui_model_cancel"), "sa", "");
        // Big enough to take seconds on H2, so the cancel lands while rows are loading.
        ui.run(() -> model.start(() -> spec(db, Surgebench.workload(WORKLOAD).minScale() * 200)));
        ui.waitUntil("the load phase", 120, () -> model.phases.stream().anyMatch(p -> p.name.equals("load")));
        ui.run(model::cancel);
        assertThat(ui.get(model.cancellable::get)).isFalse();
        assertThat(messages().getLast()).isEqualTo("Cancelling after the chunks in flight…");
        ui.waitUntil("the cancellation", 120, () -> !model.running.get());

        assertThat(messages().getLast()).startsWith("✗").contains("cancelled");
        assertThat(ui.get(model.failure::get)).contains("cancelled");
        assertThat(ui.get(model.report::get)).isNull();
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry).isNotNull();
        assertThat(entry.complete()).isFalse();
    }

    @Test
    void aCancelWhileStartingStopsTheGenerationAsSoonAsItStarts() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("gui_model_cancel_early"), "sa", "");
        // The engine starts only once Cancel was clicked, so the cancel lands before there is a session.
        CountDownLatch cancelClicked = new CountDownLatch(1);
        GenerateModel early = new GenerateModel(
                (spec, listener) -> {
                    try {
                        cancelClicked.await();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    return Surgebench.startGenerate(spec, listener);
                },
                Surgebench::plan,
                ui);
        ui.run(() -> early.start(() -> spec(db, Surgebench.workload(WORKLOAD).minScale() * 200)));
        ui.run(early::cancel);
        assertThat(ui.get(early.cancellable::get)).isFalse();
        cancelClicked.countDown();
        ui.waitUntil("the cancellation", 120, () -> !early.running.get());

        assertThat(ui.get(early.failure::get)).contains("cancelled");
        assertThat(ui.get(early.report::get)).isNull();
        SchemaRegistry.Entry entry = Surgebench.schemaInfo(db, WORKLOAD);
        assertThat(entry == null || !entry.complete()).as("no complete schema").isTrue();
    }

    @Test
    void aWrongSettingIsOneMessageAndStartsNothing() {
        ui.run(() -> model.start(() -> {
            throw SurgeException.usage("Scale must be a number (got 'big').");
        }));
        assertThat(messages()).containsExactly("✗ Scale must be a number (got 'big').");
        assertThat(ui.get(model.running::get)).isFalse();
        assertThat(ui.get(model.phases::isEmpty)).isTrue();
    }
}
