package org.surgebench.gui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.surgebench.core.api.ResultFile;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.api.SwingbenchImport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;

/**
 * What the main window does with files, without a window (after JabRef's view-models): results, sweeps and
 * comparisons it opens ({@link #opened}, one tab each), files it refuses (one sentence each, to
 * {@link #onError}), a Swingbench configuration it reads into the session form, and the HTML report it opens
 * when a run ends, saying where the report is when no application took it.
 *
 * <p>The engine's doors, the desktop's file opener and the UI thread come in from outside, so all of it is
 * tested in plain JUnit against real result files. Call the commands, and read the properties, on the UI
 * thread.
 */
final class MainWindowModel {
    /** What is open beside the session, oldest first; the window shows each in a tab and selects the newest. */
    final ObservableList<Opened> opened = FXCollections.observableArrayList();

    private final SessionModel session;
    private final SessionFormModel form;
    private final FileOpener opener;
    private final Executor fx;
    private final Function<Path, ResultFile> reader;
    private final Function<Path, SwingbenchImport> importer;
    private BiConsumer<String, String> onError = (title, sentence) -> {};
    private Runnable onFormFilled = () -> {};

    /** The app's model: the engine's front door, the desktop's opener, state on the JavaFX thread. */
    MainWindowModel(SessionModel session, SessionFormModel form, FileOpener opener) {
        this(
                session,
                form,
                opener,
                javafx.application.Platform::runLater,
                ResultFile::read,
                Surgebench::importSwingbench);
    }

    /**
     * @param fx       runs a task on the UI thread, in order
     * @param reader   reads a results JSON ({@link ResultFile#read})
     * @param importer reads a Swingbench configuration ({@link Surgebench#importSwingbench})
     */
    MainWindowModel(
            SessionModel session,
            SessionFormModel form,
            FileOpener opener,
            Executor fx,
            Function<Path, ResultFile> reader,
            Function<Path, SwingbenchImport> importer) {
        this.session = session;
        this.form = form;
        this.opener = opener;
        this.fx = fx;
        this.reader = reader;
        this.importer = importer;
    }

    /** Called with a title and one sentence when a file is refused or a report cannot be written. */
    void onError(BiConsumer<String, String> then) {
        this.onError = then;
    }

    /** Called when a Swingbench configuration filled the session form (the window shows the session). */
    void onFormFilled(Runnable then) {
        this.onFormFilled = then;
    }

    /**
     * Opens the files: runs as results (or side by side when comparing), sweeps as sweeps; a file that is
     * neither, or a sweep among runs to compare, is one sentence and nothing opens.
     */
    void open(List<Path> files, boolean compare) {
        List<ResultFile> read = new ArrayList<>();
        for (Path f : files) {
            try {
                ResultFile r = reader.apply(f);
                if (compare && files.size() > 1 && r instanceof ResultFile.Sweep) {
                    throw SurgeException.usage(f + " is a sweep: compare its steps' results (in its folder) "
                            + "instead, or open it on its own.");
                }
                read.add(r);
            } catch (SurgeException e) {
                onError.accept("Cannot open results", e.getMessage());
                return;
            }
        }
        if (compare && read.size() > 1) {
            List<RunResult> runs =
                    read.stream().map(r -> ((ResultFile.Run) r).result()).toList();
            opened.add(new Opened.Comparison(runs, List.copyOf(files), new OpenLine()));
            return;
        }
        for (ResultFile r : read) {
            switch (r) {
                case ResultFile.Run run -> show(run.result());
                case ResultFile.Sweep sweep -> opened.add(new Opened.Sweep(sweep.result(), new OpenLine()));
            }
        }
    }

    /** Opens a run's results. */
    Opened.Run show(RunResult r) {
        Opened.Run run = new Opened.Run(r, new OpenLine());
        opened.add(run);
        return run;
    }

    /**
     * A live run ended: its results open, and its HTML report too when {@code openReport} and the report was
     * written. The desktop may take seconds to answer, so it is asked off the UI thread; when no application
     * took the report, the session log and the results' line say where it is.
     */
    void runEnded(RunResult r, boolean openReport) {
        Opened.Run run = show(r);
        String html = r.files() == null ? null : r.files().get("html");
        if (!openReport || html == null || !Files.exists(Path.of(html))) {
            return;
        }
        Path report = Path.of(html);
        Thread.ofPlatform().daemon(true).name("surge-gui-open").start(() -> {
            boolean took = opener.open(report);
            fx.execute(() -> {
                if (!took) {
                    session.log("No browser opened the HTML report; it is at " + report.toAbsolutePath());
                }
                run.line().show(report, took);
            });
        });
    }

    /** Writes the engine's HTML comparison page beside the first file and opens it. */
    void openComparisonReport(Opened.Comparison comparison) {
        try {
            comparison.line().open(opener, comparison.writeReport());
        } catch (IOException | RuntimeException e) {
            onError.accept("Cannot write the comparison report", String.valueOf(e.getMessage()));
        }
    }

    /**
     * Saves the session form as a Swingbench configuration that {@code surge run -c} (and Swingbench) reads: users,
     * think times, timeouts, run time, weights, variant, URL and user, never a password (the form's, or one in the
     * URL). A form that cannot run is one sentence and writes nothing.
     */
    void saveSwingbenchConfig(Path file) {
        boolean urlHadOne;
        try {
            urlHadOne = SwingbenchFiles.save(form.toSpec(), file);
        } catch (SurgeException e) {
            onError.accept("Cannot save the configuration", e.getMessage());
            return;
        }
        session.log("Saved the session's settings to " + file + " (a Swingbench configuration; "
                + (urlHadOne ? "the password in the URL was left out of it" : "no password is in it")
                + "; open it again here, or run it with surge run -c).");
    }

    /**
     * Fills the session form from a Swingbench configuration file and says in the session log what it read
     * and, on one line, what it did not apply; a file that is not one is one sentence and changes nothing.
     */
    void openSwingbenchConfig(Path file) {
        SwingbenchImport config;
        List<String> notApplied;
        try {
            config = importer.apply(file);
            notApplied = form.load(config);
        } catch (SurgeException e) {
            onError.accept("Cannot open the configuration", e.getMessage());
            return;
        }
        onFormFilled.run();
        session.log("Read " + file.getFileName() + " (" + config.benchmark() + ": " + config.workload()
                + (config.variant() == null ? "" : ", variant " + config.variant()) + ").");
        if (!notApplied.isEmpty()) {
            session.log("Not applied from " + file.getFileName() + ": " + String.join("; ", notApplied) + ".");
        }
    }
}
