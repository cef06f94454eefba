package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * The session model on the local PostgreSQL server: a live run whose user count changes and which stops, the
 * connection test, and a server that does not answer (a wrong port), each without a window.
 */
class SessionModelPostgresTest {
    static String url;
    static ConnectionSpec db;
    final UiThread ui = new UiThread();
    final List<RunResult> results = new CopyOnWriteArrayList<>();
    final List<String> failures = new CopyOnWriteArrayList<>();

    @TempDir
    Path dir;

    @BeforeAll
    static void generate() {
        url = LocalPostgres.createDatabase("surge_gui_model");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @AfterEach
    void closeUi() {
        ui.close();
    }

    private SessionModel model() {
        SessionModel m = new SessionModel(Surgebench::start, ui);
        m.onResult(results::add);
        m.onFailure(failures::add);
        return m;
    }

    @Test
    void aLiveRunChangesItsUsersAndStops() throws Exception {
        SessionModel model = model();
        ui.run(() -> model.start(
                new RunSpec("tpcb")
                        .connection(db)
                        .users(1)
                        .runTime(Duration.ofMinutes(10))
                        .resultsDir(dir),
                "10m"));
        ui.waitUntil("the first interval", 120, () -> model.lastInterval.get() != null);
        ui.run(() -> {
            model.users.set(3);
            model.setUsers();
        });
        ui.waitUntil("3 users logged on", 120, () -> model.figures.users.get().equals("3"));
        ui.run(model::stop);
        ui.waitUntil("the end of the run", 120, () -> !model.running.get());

        assertThat(failures).isEmpty();
        assertThat(results).hasSize(1);
        RunResult r = results.get(0);
        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.summary().maxUsers()).isEqualTo(3);
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.database()).containsKey("postgresql");
        assertThat(ui.get(model.phase::get)).isEqualTo("Finished (stopped)");
    }

    @Test
    void theConnectionTestNamesPostgresAndTheSchema() throws Exception {
        ConnectionCheck check = new ConnectionCheck(Surgebench::describe, ui);
        ui.run(() -> check.test(db, "tpcb"));
        ui.waitUntil("the answer", 120, () -> !check.busy.get());
        assertThat(ui.get(check.status::get))
                .startsWith("✓ Connected: PostgreSQL ")
                .contains("; tpcb schema at scale 1.0 is complete");
    }

    @Test
    void aServerThatDoesNotAnswerIsOneSentenceAndUnlocksTheForm() throws Exception {
        SessionModel model = model();
        // Port 1 is reserved (tcpmux) and nothing listens there: the connection is refused at once.
        ConnectionSpec nowhere =
                new ConnectionSpec("jdbc:postgresql://" + LocalPostgres.HOST + ":1/postgres", LocalPostgres.USER, "");
        ui.run(() ->
                model.start(new RunSpec("tpcb").connection(nowhere).users(1).resultsDir(dir), "60s"));
        ui.waitUntil("the failure", 120, () -> !model.running.get());

        assertThat(ui.get(model.phase::get)).isEqualTo("Failed");
        assertThat(results).isEmpty();
        assertThat(failures).hasSize(1);
        assertThat(failures.get(0)).contains(LocalPostgres.HOST + ":1").doesNotContain("Exception");
        assertThat(ui.get(model.live::get)).isFalse();
        assertThat(ui.get(model.stoppable::get)).isFalse();
    }
}
