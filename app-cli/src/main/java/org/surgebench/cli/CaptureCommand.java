package org.surgebench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code surge capture}: a workload file from the server's statement statistics. */
@Command(
        name = "capture",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Write a workload file from the statements the database server counted: PostgreSQL's "
                    + "pg_stat_statements, MariaDB's and MySQL's performance_schema statement digests, Oracle's "
                    + "V$SQL (or a range of AWR snapshots with --awr). Then `surge run FILE` replays that "
                    + "statement mix against the same schema, or another copy of it.",
            "",
            "The top statements of the URL's database (by calls, or by total time with --by time) each become "
                    + "a transaction weighted by its calls. Each value the application sent is drawn from the "
                    + "data: a sample of the column it is compared with or inserted into (read from the "
                    + "catalog), a new key for an insert's own key column, 10 rows for a LIMIT. A statement "
                    + "whose values cannot be drawn (a value compared with no column, a text the server "
                    + "shortened) is listed in the file as a comment, with why; so are those beyond --top.",
            "",
            "Without --duration: what ran since the statistics were last reset (pg_stat_statements_reset(), "
                    + "TRUNCATE performance_schema.events_statements_summary_by_digest). With it: what ran "
                    + "during that window, from two readings.",
            "",
            "Examples:",
            "  surge capture --url jdbc:postgresql://db/shop --output shop.yaml",
            "  surge capture --url jdbc:mariadb://db/shop --output shop.yaml --duration 10m --top 20",
            "  surge run shop.yaml --url jdbc:postgresql://test/shop -u 16 -rt 5m",
            "",
            "The file and how to change it: docs/custom-workloads.md, \"Capture\".",
            ""
        })
public final class CaptureCommand implements Callable<Integer> {
    private static final String NAME = "[A-Za-z][A-Za-z0-9_-]{0,39}";

    @Option(
            names = {"-o", "--output"},
            required = true,
            paramLabel = "FILE",
            description = "The workload file to write (app.yaml). Written whole or not at all.")
    Path output;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--duration",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "Capture what runs during this window (10m, 1h): two readings that far apart. "
                    + "Default: what ran since the statistics were last reset.")
    Duration duration;

    @Option(
            names = "--awr",
            paramLabel = "BEGIN..END",
            description = "Oracle: the statements of this range of AWR snapshots (DBA_HIST_SQLSTAT; the "
                    + "Diagnostics Pack licence), instead of V$SQL.")
    String awr;

    @Option(
            names = "--top",
            paramLabel = "N",
            defaultValue = "50",
            description = "At most N statements become transactions (default: ${DEFAULT-VALUE}).")
    int top;

    @Option(
            names = "--by",
            paramLabel = "calls|time",
            defaultValue = "calls",
            description = "Rank statements by their calls or by their total time (default: ${DEFAULT-VALUE}); "
                    + "weights are calls either way.")
    String by;

    @Option(
            names = "--min-calls",
            paramLabel = "N",
            defaultValue = "1",
            description = "Leave out statements run fewer than N times (default: ${DEFAULT-VALUE}).")
    long minCalls;

    @Option(
            names = "--only-user",
            paramLabel = "USER",
            description = "Only the statements this database user ran (PostgreSQL and Oracle; MariaDB's "
                    + "digests are not kept per user).")
    String onlyUser;

    @Option(
            names = "--sample",
            paramLabel = "N",
            defaultValue = "1000",
            description = "How many values of each column the file's samples read when a run starts "
                    + "(default: ${DEFAULT-VALUE}).")
    int sample;

    @Option(
            names = "--name",
            paramLabel = "NAME",
            description = "The workload's name in the file (default: the file's name without .yaml).")
    String name;

    @Override
    public Integer call() throws InterruptedException {
        String workload = checked();
        long[] range = awr == null ? null : awrRange(awr);
        CaptureSettings settings = new CaptureSettings(workload, onlyUser, top, by.equals("time"), minCalls, sample);
        CapturedWorkload w = Surgebench.capture(connection.spec(), settings, duration, range);
        if (w.statements() == 0) {
            throw SurgeException.usage("No statement of " + connection.url + " could be captured"
                    + (w.notCaptured().isEmpty()
                            ? " (the server counted none of its queries or changes)"
                            : " (" + w.notCaptured().size() + " left out; the first: "
                                    + w.notCaptured().get(0) + ")")
                    + ": nothing was written.");
        }
        write(w.text());
        System.out.println("Captured " + w.statements() + " statements into " + output
                + (w.notCaptured().isEmpty()
                        ? "."
                        : "; " + w.notCaptured().size() + " left out, listed in the file with why."));
        System.out.println("Run it: surge run " + output + " --url URL");
        return 0;
    }

    /** The workload's name, after the checks of the command line's values. */
    private String checked() {
        if (top < 1 || sample < 1 || minCalls < 1) {
            throw SurgeException.usage("--top, --sample and --min-calls take a whole number of 1 or more.");
        }
        if (!by.equals("calls") && !by.equals("time")) {
            throw SurgeException.usage("--by takes calls or time, not '" + by + "'.");
        }
        if (duration != null && awr != null) {
            throw SurgeException.usage("Give --duration or --awr, not both: --awr reads a stored range.");
        }
        Path folder = output.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw SurgeException.usage("There is no folder " + folder + " to write " + output + " in.");
        }
        String file = output.getFileName().toString();
        String n = name != null ? name : file.replaceFirst("\\.(ya?ml)$", "");
        if (!n.matches(NAME)) {
            throw SurgeException.usage("'" + n + "' cannot name a workload (a letter, then up to 39 letters, "
                    + "digits, _ or -): give one with --name.");
        }
        if (Surgebench.workloads().stream().anyMatch(w -> w.name().equalsIgnoreCase(n))) {
            throw SurgeException.usage("'" + n + "' is a built-in workload's name: give another with --name.");
        }
        return n;
    }

    private static long[] awrRange(String range) {
        String[] ends = range.split("\\.\\.", -1);
        if (ends.length != 2
                || !ends[0].strip().matches("\\d+")
                || !ends[1].strip().matches("\\d+")) {
            throw SurgeException.usage(
                    "--awr takes a range of snapshot ids, BEGIN..END (e.g. 120..126), not '" + range + "'.");
        }
        long begin = Long.parseLong(ends[0].strip());
        long end = Long.parseLong(ends[1].strip());
        if (begin >= end) {
            throw SurgeException.usage("--awr " + range + ": the first snapshot must come before the last.");
        }
        return new long[] {begin, end};
    }

    /** Writes beside the target then moves it in place: the file is there whole, or as it was. */
    private void write(String text) {
        Path target = output.toAbsolutePath();
        Path temp = null;
        try {
            temp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".tmp");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write " + output + ": " + e.getMessage() + ".", e);
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // a temporary file left beside the target
                }
            }
        }
    }
}
