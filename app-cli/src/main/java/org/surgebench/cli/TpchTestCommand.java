package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.Setting;
import org.surgebench.workloads.tpch.TpchTestHtml;
import org.surgebench.workloads.tpch.TpchTestReport;
import org.surgebench.workloads.tpch.TpchTestText;
import org.surgebench.workloads.tpch.TpchTests;
import org.surgebench.workloads.tpch.TpchTiming;

/**
 * {@code surge run tpch --test power|throughput|both --streams N}: tpch's power and throughput tests in place of a
 * timed mix (docs/tpch.md). Checks what was asked before it connects, the schema's registry and rows, prints each
 * interval as it ends, then the table and the figures, and writes tpch-TEST-TIME.json and .html to the results
 * folder. Exit 6 when a query timed out or failed: its figures are not computed.
 */
final class TpchTestCommand {
    private TpchTestCommand() {}

    /** What shapes a timed mix's load does not shape a test: given anyway, it would be silently ignored. */
    private static void refuseLoadSettings(RunSpec spec) {
        for (Setting<?> s : List.of(
                Load.USERS, Load.RUN_TIME, Load.WARM_UP, Load.RAMP_UP, Load.RATE, Load.MAX_TRANSACTIONS, Load.PHASES)) {
            if (spec.layer().has(s)) {
                throw new SettingException("{test} runs tpch's power and throughput tests, whose users are their "
                        + "streams and whose length their queries': {" + s.name() + "} does not apply, leave it out.");
            }
        }
    }

    static int run(RunSpec spec, String workload, String test, Integer streams) throws InterruptedException {
        String name = test == null ? "both" : test;
        int n = streams == null ? 2 : streams;
        TpchTests.check(name, n);
        refuseLoadSettings(spec);
        if (!"tpch".equalsIgnoreCase(workload)) {
            throw SurgeException.usage("--test and --streams run tpch's power and throughput tests; "
                    + (workload == null ? "name the workload tpch" : workload + " has none") + ".");
        }
        Database db = new Database(spec.connection());
        String where = db.spec().where();
        SchemaRegistry.Entry entry;
        try (Connection c = db.connect()) {
            entry = SchemaRegistry.read(c, db.dialect(), "tpch");
            if (entry == null || !entry.complete()) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "The tpch schema at " + where + " "
                                + (entry == null
                                        ? "is not there: run `surge generate tpch` first"
                                        : entry.unfinished("tpch"))
                                + ".");
            }
            TpchTests.checkScale(c, entry.scale(), where);
            c.rollback();
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA, "Cannot read the tpch schema at " + where + ": " + e.getMessage(), e);
        }
        int timeout = (int) spec.queryTimeout().toSeconds();
        System.out.printf(
                Locale.ROOT,
                "Running tpch's %s test at SF %s against %s (%s; query timeout %s) ...%n",
                name,
                entry.scale(),
                where,
                name.equals("power") ? "1 query stream and RF1/RF2" : n + " query streams and a refresh stream",
                timeout == 0 ? "none" : timeout + " s");
        TpchTestReport report;
        try {
            report = TpchTests.run(
                    db::connect,
                    db.dialect().name(),
                    where,
                    entry.scale(),
                    entry.seed(),
                    new TpchTests.Ask(name, n, timeout),
                    TpchTestCommand::progress);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.RUN_FAILED, "The tpch " + name + " test failed: " + e.getMessage(), e);
        }
        System.out.print(TpchTestText.summary(report));
        write(spec, name, report);
        if (!report.figures().why().isEmpty()) {
            System.err.println("surge: " + String.join("; ", report.figures().why()) + ".");
            return SurgeException.RUN_FAILED;
        }
        return 0;
    }

    private static void progress(TpchTiming t) {
        System.out.printf(
                Locale.ROOT,
                "  %-10s %-14s %-4s %s%n",
                t.test(),
                t.streamLabel(),
                t.name(),
                t.ok()
                        ? String.format(Locale.ROOT, "%.3f s, %d rows", t.seconds(), t.rows())
                        : t.outcome().name().toLowerCase(Locale.ROOT) + ": " + t.problem());
    }

    private static void write(RunSpec spec, String test, TpchTestReport report) {
        Path dir = spec.resultsDir();
        if (dir == null) {
            return;
        }
        String base = "tpch-" + test + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path json = dir.resolve(base + ".json");
        Path html = dir.resolve(base + ".html");
        try {
            Files.createDirectories(dir);
            report.write(json);
            Files.writeString(html, TpchTestHtml.page(report));
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO, "Cannot write the results to " + dir + ": " + e.getMessage(), e);
        }
        System.out.println("Results: " + json + " and " + html);
    }

    /**
     * Compares two tpch tests query by query ({@code surge compare A.json B.json}); false when the files are not
     * both tpch tests (runs compare as runs). One tpch test beside a run is refused in one sentence.
     */
    static boolean compare(java.util.List<Path> inputs) {
        try {
            java.util.List<TpchTestReport> tests = new java.util.ArrayList<>();
            for (Path p : inputs) {
                tests.add(TpchTestReport.readIfOne(p));
            }
            long found = tests.stream().filter(java.util.Objects::nonNull).count();
            if (found == 0) {
                return false;
            }
            if (found != 2 || inputs.size() != 2) {
                throw SurgeException.usage("compare takes two tpch tests (tpch-TEST-TIME.json) side by side, or "
                        + "runs: not a tpch test with other files.");
            }
            System.out.print(TpchTestText.compare(tests.get(0), tests.get(1)));
            return true;
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot read " + inputs + ": " + e.getMessage(), e);
        }
    }
}
