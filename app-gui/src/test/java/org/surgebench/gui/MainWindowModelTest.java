package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.ResultFile;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.testdata.SecretPasswords;
import org.surgebench.testdata.SecretPasswords.Password;

/**
 * What the main window does with files, tested on its model without a window: a run's JSON (written by a
 * real H2 run) opens as its results, runs open side by side, a sweep opens as a sweep with its knee marked,
 * a file that is no result and a foreign XML are one sentence each and open or change nothing, and when no
 * application opens a report the tab's line (and, at the end of a live run, the session log) says where it is.
 */
class MainWindowModelTest {
    @TempDir
    static Path runs;

    static RunResult run;
    static Path runJson;

    final UiThread ui = new UiThread();
    final SessionModel session = new SessionModel(Surgebench::start, ui);
    final SessionFormModel form = new SessionFormModel();
    final List<Path> opened = new CopyOnWriteArrayList<>();
    final List<String> errors = new CopyOnWriteArrayList<>();
    volatile boolean browserThere = true;
    final MainWindowModel model = new MainWindowModel(
            session, form, p -> opened.add(p) && browserThere, ui, ResultFile::read, Surgebench::importSwingbench);

    {
        model.onError((title, sentence) -> errors.add(title + ": " + sentence));
    }

    @BeforeAll
    static void aRealRun() throws Exception {
        run = Surgebench.run(new RunSpec(GuiTestSupport.workload())
                .connection(GuiTestSupport.sharedDatabase())
                .users(1)
                .maxTransactions(50)
                .runTime(null)
                .resultsDir(runs));
        runJson = Path.of(run.files().get("json"));
    }

    @AfterEach
    void stopTheUiThread() {
        ui.close();
    }

    @Test
    void aRunsJsonOpensAsItsResultsAndTheLineSaysWhereTheReportIsWhenNoBrowserOpensIt() {
        ui.run(() -> model.open(List.of(runJson), false));

        assertThat(errors).isEmpty();
        Opened.Run tab = (Opened.Run) ui.get(() -> model.opened.get(0));
        assertThat(ui.get(model.opened::size)).isEqualTo(1);
        assertThat(tab.result().runId()).isEqualTo(run.runId());
        assertThat(tab.title())
                .isEqualTo(run.config().workload() + " 1u · "
                        + Formats.rate(run.summary().tps()) + " TPS");
        assertThat(tab.id()).isEqualTo("result-" + run.runId());
        assertThat(tab.line().shown.get()).isFalse();

        browserThere = false;
        Path html = Path.of(tab.result().files().get("html"));
        ui.run(() -> tab.line().open((p -> opened.add(p) && browserThere), html));
        assertThat(opened).containsExactly(html);
        assertThat(tab.line().shown.get()).isTrue();
        assertThat(tab.line().warning.get()).isTrue();
        assertThat(tab.line().message.get()).isEqualTo("No application opened it; the file is at:");
        assertThat(tab.line().path.get()).isEqualTo(html.toAbsolutePath().toString());

        browserThere = true;
        ui.run(() -> tab.line().open((p -> opened.add(p) && browserThere), runJson));
        assertThat(tab.line().message.get()).isEqualTo("Opened:");
        assertThat(tab.line().warning.get()).isFalse();
    }

    @Test
    void aLiveRunsEndOpensItsReportAndSaysWhereItIsWhenNoBrowserTookIt() throws Exception {
        ui.run(() -> model.runEnded(run, false));
        assertThat(ui.get(model.opened::size)).isEqualTo(1);
        assertThat(opened).isEmpty();

        browserThere = false;
        ui.run(() -> model.runEnded(run, true));
        Opened.Run tab = (Opened.Run) ui.get(() -> model.opened.get(1));
        ui.waitUntil("the report's line", 60, () -> tab.line().shown.get());
        Path html = Path.of(run.files().get("html"));
        assertThat(opened).containsExactly(html);
        assertThat(tab.line().message.get()).isEqualTo("No application opened it; the file is at:");
        assertThat(ui.get(() -> List.copyOf(session.eventLog)))
                .singleElement()
                .asString()
                .endsWith("No browser opened the HTML report; it is at " + html.toAbsolutePath());
    }

    @Test
    void runsToCompareOpenSideBySideAndTheirReportIsWrittenAndOpened(@TempDir Path dir) throws Exception {
        Path again = Files.copy(runJson, dir.resolve("again.json"));
        Path first = Files.copy(runJson, dir.resolve("first.json"));
        ui.run(() -> model.open(List.of(first, again), true));

        assertThat(errors).isEmpty();
        Opened.Comparison tab = (Opened.Comparison) ui.get(() -> model.opened.get(0));
        assertThat(tab.title()).isEqualTo("Compare 2 runs");
        assertThat(tab.runs()).extracting(RunResult::runId).containsExactly(run.runId(), run.runId());
        ui.run(() -> model.openComparisonReport(tab));
        Path report = dir.resolve("compare-first-vs-again.html");
        assertThat(errors).isEmpty();
        assertThat(opened).containsExactly(report);
        assertThat(Files.readString(report)).contains("first", "again");
        assertThat(tab.line().message.get()).isEqualTo("Opened:");
    }

    @Test
    void aSweepsJsonOpensAsASweepWithItsKneeMarkedAndIsNoRunToCompare(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("tpcb-sweep.json");
        SweepResult sweep = new SweepResult(
                "sweep",
                "tpcb",
                "tpcb-like",
                "jdbc:h2:mem:x",
                Instant.now(),
                30,
                0,
                List.of(step(1, 100, 2.0), step(2, 190, 2.1), step(4, 200, 4.5)),
                1,
                "rule",
                "pg_stat_io",
                Map.of("json", json.toString()),
                "before tuning",
                null);
        Json.mapper().writeValue(json.toFile(), sweep);

        ui.run(() -> model.open(List.of(runJson, json), true));
        assertThat(errors)
                .containsExactly("Cannot open results: " + json + " is a sweep: compare its steps' "
                        + "results (in its folder) instead, or open it on its own.");
        assertThat(ui.get(model.opened::size)).isZero();

        ui.run(() -> model.open(List.of(json), false));
        Opened.Sweep tab = (Opened.Sweep) ui.get(() -> model.opened.get(0));
        assertThat(tab.title()).isEqualTo("tpcb sweep · 3 steps");
        assertThat(tab.result().steps()).extracting(SweepStep::users).containsExactly(1, 2, 4);
        assertThat(tab.result().steps()).extracting(tab::usersCell).containsExactly("1", "2  ◆ knee", "4");
        // Its table's columns are the sweep figures' catalogue, under its labels, as in the HTML sweep page (the
        // view's controls need JavaFX started: headless, Monocle).
        org.testfx.api.FxToolkit.registerPrimaryStage();
        List<String> columns = ui.get(() -> new SweepView(tab, p -> true)
                .steps.getColumns().stream()
                        .map(javafx.scene.control.TableColumn::getText)
                        .toList());
        List<String> expected = new java.util.ArrayList<>(List.of("Users"));
        org.surgebench.core.sweep.SweepFigures.ALL.forEach(f -> expected.add(f.label()));
        expected.add("Ended");
        assertThat(columns).containsExactlyElementsOf(expected).contains("average TPS", "disk IOPS (host)");
        // The sweep's Open JSON button opens the file it was read from.
        Path sweepJson = Path.of(tab.result().files().get("json"));
        assertThat(sweepJson).isEqualTo(json);
        ui.run(() -> tab.line().open((p -> opened.add(p) && browserThere), sweepJson));
        assertThat(opened).containsExactly(json);
    }

    @Test
    void aFileThatIsNoResultIsOneSentenceAndOpensNothing(@TempDir Path dir) throws Exception {
        Path other = dir.resolve("package.json");
        Files.writeString(other, "{\"name\": \"not surgebench\"}");
        ui.run(() -> model.open(List.of(runJson, other), false));
        assertThat(errors)
                .containsExactly("Cannot open results: " + other + " is not a Surgebench run or sweep "
                        + "result (no summary, config and transactions, nor a sweep's steps).");
        assertThat(ui.get(model.opened::size)).isZero();
    }

    @Test
    void aForeignXmlIsOneSentenceAndChangesNothingAndASwingbenchFileIsSaidInTheLog(@TempDir Path dir) throws Exception {
        List<String> filled = new CopyOnWriteArrayList<>();
        model.onFormFilled(() -> filled.add("session shown"));
        String urlBefore = form.url.get();
        int usersBefore = form.users.get();
        ui.run(() -> model.openSwingbenchConfig(swingbenchFile(dir, "v2.6/launcher.xml")));
        assertThat(errors)
                .containsExactly("Cannot open the configuration: launcher.xml is not a Swingbench "
                        + "configuration: its root element is <project>, not <SwingBenchConfiguration>.");
        assertThat(form.url.get()).isEqualTo(urlBefore);
        assertThat(form.users.get()).isEqualTo(usersBefore);
        assertThat(filled).isEmpty();
        assertThat(ui.get(() -> List.copyOf(session.eventLog))).isEmpty();

        ui.run(() -> model.openSwingbenchConfig(swingbenchFile(dir, "v2.6/SOE_Server_Side_V1.xml")));
        assertThat(errors).hasSize(1);
        assertThat(filled).containsExactly("session shown");
        assertThat(form.users.get()).isEqualTo(15);
        assertThat(ui.get(() -> List.copyOf(session.eventLog)))
                .first()
                .asString()
                .contains("Read SOE_Server_Side_V1.xml (")
                .contains(": soe");
    }

    /**
     * File, Save configuration: the session form becomes a Swingbench configuration that the CLI's -c reads back to
     * the same users, run time, URL and user, with no part of a password in it (the form's, or an awkward one in the
     * URL); the log says the URL's was left out. A form that cannot run is one sentence and writes nothing.
     */
    @Test
    void theSessionSavesAsAConfigurationTheCliReadsWithNoPassword(@TempDir Path dir) throws Exception {
        Password pw =
                SecretPasswords.generate(4545, 1, SecretPasswords.anyOf("&")).get(0);
        String url = "jdbc:postgresql://db.example:5432/soe?password=" + pw.text() + "&sslmode=disable";
        Path file = dir.resolve("session.xml");
        ui.run(() -> form.workload.set(null));
        ui.run(() -> model.saveSwingbenchConfig(file));
        assertThat(errors).containsExactly("Cannot save the configuration: Choose a workload.");
        assertThat(file).doesNotExist();

        errors.clear();
        ui.run(() -> {
            form.workload.set(Surgebench.workload("soe"));
            form.url.set(url);
            form.user.set("soe");
            form.password.set(pw.text());
            form.users.set(3);
            form.runTime.set("2m");
        });
        ui.run(() -> model.saveSwingbenchConfig(file));
        assertThat(errors).isEmpty();
        String xml = Files.readString(file);
        assertThat(pw.leakIn(xml)).as(xml).isNull();
        SwingbenchConfig back = SwingbenchFiles.read(file);
        assertThat(back.workload()).isEqualTo("soe");
        assertThat(back.users()).isEqualTo(3);
        assertThat(back.runTime()).isEqualTo(java.time.Duration.ofMinutes(2));
        assertThat(back.url()).isEqualTo("jdbc:postgresql://db.example:5432/soe?sslmode=disable");
        assertThat(back.user()).isEqualTo("soe");
        assertThat(back.password()).isNull();
        List<String> log = ui.get(() -> List.copyOf(session.eventLog));
        assertThat(log)
                .last()
                .asString()
                .contains("Saved the session's settings to " + file)
                .contains("the password in the URL was left out");
        assertThat(pw.leakIn(String.join("\n", log))).isNull();
    }

    /** The test data file {@code swingbench/RESOURCE} (a real public Swingbench file) copied into {@code dir}. */
    private static Path swingbenchFile(Path dir, String resource) {
        Path out = dir.resolve(Path.of(resource).getFileName());
        try (var in = MainWindowModelTest.class.getResourceAsStream("/swingbench/" + resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, out);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    private static SweepStep step(int users, double tps, double avgMs) {
        return new SweepStep(
                users,
                tps,
                tps * 6,
                tps * 3,
                null,
                avgMs,
                avgMs * 2,
                avgMs * 3,
                (long) tps * 30,
                0,
                40.0,
                "completed",
                null,
                users,
                null,
                null,
                null,
                null,
                null);
    }
}
