package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The session protocol without a window, against real H2 runs: start, a live user change, stop, stop while
 * connecting, closing the window mid-run, and a run that cannot start. The UI thread is a plain thread.
 */
class SessionModelTest {
    final UiThread ui = new UiThread();
    final List<RunResult> results = new CopyOnWriteArrayList<>();
    final List<String> failures = new CopyOnWriteArrayList<>();

    @TempDir
    Path dir;

    @AfterEach
    void closeUi() {
        ui.close();
    }

    private SessionModel model(java.util.function.Function<RunSpec, org.surgebench.core.run.RunSession> engine) {
        SessionModel m = new SessionModel(engine, ui);
        m.onResult(results::add);
        m.onFailure(failures::add);
        return m;
    }

    private RunSpec spec(ConnectionSpec db) {
        // Long enough that only a stop ends the run.
        return new RunSpec(GuiTestSupport.workload())
                .connection(db)
                .users(2)
                .runTime(java.time.Duration.ofMinutes(10))
                .resultsDir(dir);
    }

    @Test
    void startsShowsLiveFiguresChangesUsersAndStops() throws Exception {
        SessionModel model = model(Surgebench::start);
        ui.run(() -> model.start(spec(GuiTestSupport.sharedDatabase()), "10m"));
        assertThat(ui.get(model.running::get)).isTrue();
        assertThat(ui.get(model.eventLog::getFirst))
                .endsWith("Starting 2 users of " + GuiTestSupport.workload() + " against "
                        + GuiTestSupport.sharedDatabase().where() + " for 10m.");

        ui.waitUntil("the run is live", 120, model.live::get);
        assertThat(ui.get(model.stoppable::get)).isTrue();
        ui.waitUntil(
                "3 intervals",
                120,
                () -> model.lastInterval.get() != null
                        && model.lastInterval.get().elapsedSeconds() >= 3);
        assertThat(ui.get(model.figures.tps::get)).isNotEqualTo("–");
        assertThat(ui.get(model.figures.users::get)).isEqualTo("2");
        assertThat(ui.get(model.phase::get)).isIn("Measuring", "Waiting for the start…");

        ui.run(() -> {
            model.users.set(4);
            model.setUsers();
        });
        ui.waitUntil("4 users logged on", 120, () -> model.figures.users.get().equals("4"));
        assertThat(ui.get(() -> List.copyOf(model.eventLog))).anyMatch(l -> l.contains("User count set to 4"));

        ui.run(model::stop);
        assertThat(ui.get(model.stoppable::get)).as("Stop is asked once").isFalse();
        ui.waitUntil("the end of the run", 120, () -> !model.running.get());
        assertThat(ui.get(model.phase::get)).isEqualTo("Finished (stopped)");
        assertThat(ui.get(model.live::get)).isFalse();
        assertThat(failures).isEmpty();
        assertThat(results).hasSize(1);
        RunResult r = ResultWriter.read(Path.of(results.get(0).files().get("json")));
        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.summary().maxUsers()).isEqualTo(4);
        assertThat(r.summary().transactions()).isPositive();
        assertThat(ui.get(() -> List.copyOf(model.eventLog)))
                .anyMatch(l -> l.contains("Stopping: the users finish"))
                .anyMatch(l -> l.contains("Run finished: "))
                .anyMatch(l -> l.endsWith("Results written to " + r.files().get("json")));
    }

    @Test
    void aStopWhileConnectingEndsTheRunAsSoonAsItStarted() throws Exception {
        // The engine connects only once Stop was clicked, so the stop lands before there is a session.
        CountDownLatch stopClicked = new CountDownLatch(1);
        SessionModel model = model(spec -> {
            try {
                stopClicked.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return Surgebench.start(spec);
        });
        ui.run(() -> model.start(spec(GuiTestSupport.sharedDatabase()), "10m"));
        ui.run(model::stop);
        assertThat(ui.get(model.phase::get)).isEqualTo("Connecting…");
        stopClicked.countDown();

        ui.waitUntil("the end of the run", 120, () -> !model.running.get());
        assertThat(failures).isEmpty();
        assertThat(results).hasSize(1);
        assertThat(results.get(0).summary().stopReason()).isEqualTo("stopped");
        assertThat(ui.get(model.phase::get)).isEqualTo("Finished (stopped)");
        assertThat(Files.exists(Path.of(results.get(0).files().get("json")))).isTrue();
    }

    @Test
    void closingTheWindowMidRunWritesTheResultsAndShowsNothing() throws Exception {
        SessionModel model = model(Surgebench::start);
        CountDownLatch closed = new CountDownLatch(1);
        ui.run(() -> model.start(spec(GuiTestSupport.sharedDatabase()), "10m"));
        ui.waitUntil("the run is live", 120, model.live::get);
        ui.run(() -> model.stopThen(closed::countDown));
        closed.await();
        assertThat(ui.get(model.running::get)).isFalse();
        assertThat(results).isEmpty();
        assertThat(failures).isEmpty();
        try (var files = Files.list(dir)) {
            assertThat(files.map(Path::toString)).anyMatch(f -> f.endsWith(".json"));
        }
    }

    @Test
    void aDatabaseWithoutTheSchemaIsOneSentenceAndUnlocksTheForm() throws Exception {
        SessionModel model = model(Surgebench::start);
        ConnectionSpec empty = new ConnectionSpec(TestDatabases.h2Memory("gui_model_empty"), "sa", "");
        ui.run(() -> model.start(spec(empty), "10m"));
        ui.waitUntil("the failure", 120, () -> !model.running.get());
        assertThat(ui.get(model.phase::get)).isEqualTo("Failed");
        assertThat(results).isEmpty();
        assertThat(failures).hasSize(1);
        assertThat(failures.get(0)).contains(GuiTestSupport.workload()).doesNotContain("Exception");
        assertThat(ui.get(() -> List.copyOf(model.eventLog))).anyMatch(l -> l.contains("  ✗ "));
        assertThat(ui.get(model.stoppable::get)).isFalse();
        assertThat(ui.get(model.live::get)).isFalse();
    }
}
