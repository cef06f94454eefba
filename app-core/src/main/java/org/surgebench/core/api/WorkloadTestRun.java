package org.surgebench.core.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.driver.WindowView;
import org.surgebench.core.report.HtmlViews;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.Setting;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.WorkloadTests;
import org.surgebench.core.spi.Workloads;

/**
 * A workload's own test run for a front door ({@link Surgebench#runTest}): checks what was asked before it
 * connects, reads the schema's registry and checks its rows, runs the test, writes its JSON and HTML to the
 * results folder ({@code W-TEST-TIME.json}), and reads two such files back to compare them.
 */
final class WorkloadTestRun {
    private WorkloadTestRun() {}

    /** What shapes a timed mix's load does not shape a test: given anyway, it would be silently ignored. */
    private static final List<Setting<?>> NOT_FOR_TESTS = List.of(
            Load.USERS, Load.RUN_TIME, Load.WARM_UP, Load.RAMP_UP, Load.RATE, Load.MAX_TRANSACTIONS, Load.PHASES);

    static WorkloadTestResult run(
            RunSpec spec, String workload, String test, Integer streams, Consumer<String> progress)
            throws InterruptedException {
        Workload w = workloadWithTests(workload);
        WorkloadTests tests = w.tests();
        String name = test == null ? tests.names().get(tests.names().size() - 1) : test;
        int n = streams == null ? tests.defaultStreams() : streams;
        tests.check(name, n);
        for (Setting<?> s : NOT_FOR_TESTS) {
            if (spec.layer().has(s)) {
                throw new SettingException("{test} runs " + tests.description() + ", whose users are their "
                        + "streams and whose length their queries': {" + s.name() + "} does not apply, leave it out.");
            }
        }
        String wl = workload.toLowerCase(Locale.ROOT);
        Database db = new Database(spec.connection());
        String where = db.spec().where();
        SchemaRegistry.Entry entry;
        try (Connection c = db.connect()) {
            entry = SchemaRegistry.requireComplete(db, c, w.name(), wl);
            tests.checkSchema(c, entry.scale(), where);
            c.rollback();
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA, "Cannot read the " + wl + " schema at " + where + ": " + e.getMessage(), e);
        }
        int timeout = (int) spec.queryTimeout().toSeconds();
        WorkloadTests.Report report;
        // The database's and the hosts' view of the test's window, taken as a run's is (read MB/s, cache hits,
        // temporary files): what a storage study wants beside each query's time.
        try (WindowView view = WindowView.open(db, spec.freeze(w), w)) {
            view.begin();
            report = tests.run(
                    new WorkloadTests.Request(
                            db::connect, db.dialect().name(), where, entry.scale(), entry.seed(), name, n, timeout),
                    progress);
            WindowView.Seen seen = view.end(spec.resultsDir());
            report = report.withWindow(seen.database(), seen.host());
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.RUN_FAILED, "The " + wl + " " + name + " test failed: " + e.getMessage(), e);
        }
        return new WorkloadTestResult(
                report.summary(),
                write(spec.resultsDir(), wl, report),
                report.problems(),
                report.databaseView(),
                report.hostView());
    }

    private static Workload workloadWithTests(String workload) {
        Workload w = workload == null ? null : Workloads.byName(workload);
        if (w == null || w.tests() == null) {
            String which = Workloads.all().stream()
                    .map(Workload::tests)
                    .filter(Objects::nonNull)
                    .map(WorkloadTests::description)
                    .collect(java.util.stream.Collectors.joining(", "));
            throw SurgeException.usage("--test and --streams run a workload's own tests (" + which + "); "
                    + (w == null ? "name the workload." : workload + " has none."));
        }
        return w;
    }

    private static List<Path> write(Path dir, String workload, WorkloadTests.Report report) {
        if (dir == null) {
            return List.of();
        }
        String base = workload + "-" + report.test() + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path json = dir.resolve(base + ".json");
        Path html = dir.resolve(base + ".html");
        try {
            Files.createDirectories(dir);
            report.write(json);
            Files.writeString(html, report.html(HtmlViews.window(report.databaseView(), report.hostView())));
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO, "Cannot write the results to " + dir + ": " + e.getMessage(), e);
        }
        return List.of(json, html);
    }

    /**
     * Two tests of one workload side by side, as text; empty when none of {@code files} is a workload's test (they
     * compare as runs). One test beside a run, or more than two, is refused in one sentence.
     */
    static java.util.Optional<String> compare(List<Path> files) {
        for (Workload w : Workloads.all()) {
            WorkloadTests tests = w.tests();
            if (tests == null) {
                continue;
            }
            List<WorkloadTests.Report> read = new ArrayList<>();
            for (Path p : files) {
                try {
                    read.add(tests.read(p));
                } catch (IOException e) {
                    throw new SurgeException(SurgeException.IO, "Cannot read " + p + ": " + e.getMessage(), e);
                }
            }
            long found = read.stream().filter(Objects::nonNull).count();
            if (found == 0) {
                continue;
            }
            if (found != 2 || files.size() != 2) {
                throw SurgeException.usage("compare takes two " + w.name() + " tests (" + w.name()
                        + "-TEST-TIME.json) side by side, or runs: not a " + w.name() + " test with other files.");
            }
            return java.util.Optional.of(tests.compare(read.get(0), read.get(1)));
        }
        return java.util.Optional.empty();
    }
}
