package org.surgebench.core.driver;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import org.surgebench.core.common.IoProblems;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.SeriesCsv;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.TransactionDef;

/**
 * A run's files in its results folder, claimed as it starts ({@link ResultWriter#claim}): names no other run takes,
 * and the series CSV that each interval is appended to from then on.
 */
final class RunFiles {
    private RunFiles() {}

    /**
     * Claims the names and opens the series for {@code announce}; returns the claimed base path. A folder that
     * cannot be written is one sentence ({@link SurgeException}, exit 7).
     */
    static Path claim(
            RunPlan plan, String workload, Instant startedAt, String runId, MixPlan mix, RunAnnouncer announce) {
        try {
            Path base = ResultWriter.claim(
                    plan.resultsDir().orElseThrow(),
                    workload,
                    startedAt,
                    runId,
                    ResultWriter.tail(
                            plan.generator()
                                    .map(g -> "g" + g.index() + "of" + g.count())
                                    .orElse(null),
                            false));
            announce.seriesTo(SeriesCsv.open(
                    base,
                    mix.transactions().stream().map(TransactionDef::shortName).toList()));
            if (plan.settings().output().logTransactions() > 0) {
                announce.event(
                        "Transactions logged to " + announce.transactionLog().open(base) + ".");
            }
            return base;
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "Cannot write results to "
                            + plan.resultsDir().orElseThrow().toAbsolutePath() + " (" + IoProblems.describe(e)
                            + "): choose a writable folder with -r/--results.",
                    e);
        }
    }
}
