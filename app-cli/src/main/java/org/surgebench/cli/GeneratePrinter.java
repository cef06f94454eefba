package org.surgebench.cli;

import java.util.Locale;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.generate.Calibration.PhaseEstimate;
import org.surgebench.core.generate.Calibration.Projection;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.spi.Workloads;

/** What {@code surge generate} prints: the dry-run plan, the calibration's estimate and the end-of-load table. */
final class GeneratePrinter {
    private GeneratePrinter() {}

    /** The row counts and sizes a generation would write (--dry-run). */
    static void plan(GenerateReport plan, GenerateSpec spec) {
        System.out.println(String.format(
                Locale.ROOT,
                "Plan for %s at %s on %s (nothing was written):",
                plan.workload(),
                sizeLabel(spec),
                plan.dialect()));
        for (GenerateReport.TableReport t : plan.tables()) {
            System.out.println(
                    String.format(Locale.ROOT, "  %-28s %,16d rows  ~%s", t.table(), t.rows(), bytes(t.tableBytes())));
        }
        System.out.println(String.format(
                Locale.ROOT,
                "  %-28s %,16d rows  ~%s of table data before indexes",
                "total",
                plan.rows(),
                bytes(plan.estimatedBytes())));
    }

    /** The one line of --only-code. */
    static void installedCode(GenerateReport r, GenerateSpec spec) {
        System.out.println(String.format(
                Locale.ROOT,
                "Installed the %s code into the %s schema (scale %s) at " + "%s in %.1f s.",
                r.workload(),
                r.workload(),
                fmt(r.scale()),
                spec.connection().where(),
                r.seconds()));
    }

    /** The calibration run and the time per phase it projects for {@code scale}, with its assumptions. */
    static void projection(Projection p, double scale) {
        GenerateReport c = p.calibration();
        System.out.println(String.format(
                Locale.ROOT,
                "Calibration: %,d rows in %.1f s (schema %s, dropped).",
                c.rows(),
                c.seconds(),
                p.schema()));
        System.out.println(
                String.format(Locale.ROOT, "Estimated time at scale %s (%,d rows):", fmt(scale), p.targetRows()));
        System.out.println(
                String.format(Locale.ROOT, "  %-8s %12s %12s  %s", "phase", "calibration", "estimate", "grows with"));
        for (PhaseEstimate e : p.phases()) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "  %-8s %11.1fs %12s  %s",
                    e.phase(),
                    e.calibrationSeconds(),
                    ProgressLine.clock(e.estimatedSeconds()),
                    e.growth()));
        }
        System.out.println(String.format(
                Locale.ROOT,
                "  %-8s %11.1fs %12s  (%.1f hours)",
                "total",
                c.phases().stream()
                        .mapToDouble(GenerateReport.PhaseTiming::seconds)
                        .sum(),
                ProgressLine.clock(p.totalSeconds()),
                p.totalSeconds() / 3600));
        System.out.println("Assumptions:");
        p.assumptions().forEach(a -> System.out.println("  - " + a + "."));
    }

    /** The end of a generation: rows and sizes per table, time per phase, load speed. */
    static void print(GenerateReport r) {
        System.out.println();
        if (r.tables().isEmpty()) {
            // A generator's share of a shared load: the last generator prints the schema.
            System.out.println(String.format(
                    Locale.ROOT,
                    "Loaded this generator's share: %,d rows in %.1f s: %s " + "rows/s, %s MB/s.",
                    r.rows() - r.rowsResumed(),
                    r.seconds(),
                    Numbers.compact(r.rowsPerSecond()),
                    Numbers.plain(r.mbPerSecond())));
            return;
        }
        System.out.println(String.format(Locale.ROOT, "%-28s %16s %12s %12s", "table", "rows", "table", "indexes"));
        for (GenerateReport.TableReport t : r.tables()) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "%-28s %,16d %12s %12s",
                    t.table(),
                    t.rows(),
                    bytes(t.tableBytes()),
                    bytes(t.indexBytes())));
        }
        System.out.println(String.format(
                Locale.ROOT, "%-28s %,16d %12s %12s", "total", r.rows(), bytes(r.tableBytes()), bytes(r.indexBytes())));
        StringBuilder phases = new StringBuilder();
        r.phases().forEach(p -> phases.append(String.format(Locale.ROOT, "%s %.1fs  ", p.phase(), p.seconds())));
        System.out.println("Phases: " + phases.toString().strip());
        String resumed = r.rowsResumed() > 0
                ? String.format(
                        Locale.ROOT, " (%,d more were loaded before a resume or by other generators)", r.rowsResumed())
                : "";
        System.out.println(String.format(
                Locale.ROOT,
                "Loaded %,d rows%s in %.1f s: %s rows/s, %s MB/s; total %.1f s.",
                r.rows() - r.rowsResumed(),
                resumed,
                r.phases().stream()
                        .filter(p -> p.phase().equals("load"))
                        .mapToDouble(GenerateReport.PhaseTiming::seconds)
                        .sum(),
                Numbers.compact(r.rowsPerSecond()),
                Numbers.plain(r.mbPerSecond()),
                r.seconds()));
    }

    /** The workload's words for what this generation builds: "scale 0.1" for soe, "size 1 GB per schema" for io. */
    static String sizeLabel(GenerateSpec spec) {
        return Workloads.byName(spec.workload()).sizeLabel(spec.scale(), spec.options());
    }

    static String fmt(double scale) {
        return scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale);
    }

    static String bytes(long b) {
        if (b < 0) {
            return "-";
        }
        if (b < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", b / 1024.0);
        }
        if (b < 1024L * 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MB", b / 1024.0 / 1024);
        }
        return String.format(Locale.ROOT, "%.2f GB", b / 1024.0 / 1024 / 1024);
    }
}
