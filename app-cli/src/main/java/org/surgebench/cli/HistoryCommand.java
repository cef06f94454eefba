package org.surgebench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.surgebench.core.results.RunHistory;
import org.surgebench.core.run.RunSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code surge history}: the runs of the results catalogue, and importing results written before it. */
@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "List the runs recorded in the results catalogue: every run whose results were written, by `surge run`, "
                    + "the desktop app or the web console (workload, database, date, TPS, comment, file). The "
                    + "catalogue is the H2 file surge-history.mv.db beside the results folder, or the database of "
                    + "--results-db (or SURGE_RESULTS_DB, which every command records into).",
            "",
            "Examples:",
            "  surge history",
            "  surge history --import results/                (results written before the catalogue)",
            "  surge history --results-db 'jdbc:postgresql://db/results?user=surge'",
            ""
        })
public final class HistoryCommand implements Callable<Integer> {
    @Option(
            names = {"-r", "--results"},
            paramLabel = "DIR",
            description = "The results folder whose catalogue to read (default: ./results).")
    Path results = Path.of(RunSpec.DEFAULT_RESULTS_DIR);

    @Option(
            names = "--results-db",
            paramLabel = "URL",
            description = "A database (JDBC URL) that holds the catalogue instead of the file beside the folder.")
    String resultsDb;

    @Option(
            names = "--import",
            paramLabel = "DIR",
            description = "First add the run results (JSON) found in DIR and its sub-folders; those recorded "
                    + "already are passed over.")
    Path importDir;

    @Override
    public Integer call() {
        RunHistory history = RunHistory.of(results, resultsDb);
        if (importDir != null) {
            int added = history.importFolder(importDir);
            System.out.println("Imported " + added + " run" + (added == 1 ? "" : "s") + " from " + importDir + ".");
        }
        List<RunHistory.Entry> runs = history.list();
        System.out.println(String.format(
                Locale.ROOT,
                "%-20s %-12s %-10s %10s %6s  %-30s %s",
                "started",
                "workload",
                "database",
                "TPS",
                "users",
                "comment",
                "file"));
        for (RunHistory.Entry e : runs) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "%-20s %-12s %-10s %10.1f %6d  %-30s %s",
                    e.startedAt() == null
                            ? ""
                            : e.startedAt().toString().substring(0, 19).replace('T', ' '),
                    e.workload(),
                    e.database(),
                    e.tps(),
                    e.users(),
                    e.comment() == null ? "" : e.comment(),
                    e.file()));
        }
        System.out.println(runs.size() + " run" + (runs.size() == 1 ? "" : "s") + " in " + history.where() + ".");
        return 0;
    }
}
