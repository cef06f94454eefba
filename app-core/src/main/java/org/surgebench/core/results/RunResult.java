package org.surgebench.core.results;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyDistribution;
import org.surgebench.core.metrics.LatencyHistograms;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.settings.Settings;

/**
 * Everything known about one run: the document written as JSON, and what the API returns.
 *
 * @param database   the database's own view (load profile, snapshots) from the snapshot providers
 * @param host       the load generator's host figures (CPU, memory), where collected
 * @param files      the files written for this run (JSON, CSV, report), by kind
 * @param latency    compact service-time distributions of the measured window: {@code all}, then one per
 *                   transaction short name; null in documents written before it existed
 * @param histograms the measured window's latency histograms, losslessly encoded (what merging needs); null in
 *                   documents written before they were recorded
 * @param generator  which of several load generators wrote this result ({@code --generator K/N}), or null
 * @param mergedFrom the generators' results a merged result was made of ({@code surge merge}), or null
 * @param writeProblem why the results are not where they were asked for (written to the temporary folder
 *                     instead, or not at all); null when they were written as asked
 * @param phases     each phase of the run's schedule as measured ({@code --phase}), or null for a run without
 * @param outages    the stretches in which the database stopped answering ({@link Outage}); null in results
 *                   written before they were watched for
 */
@JsonPropertyOrder({"format"})
public record RunResult(
        String runId,
        Instant startedAt,
        Instant endedAt,
        RunConfig config,
        EnvironmentInfo environment,
        RunSummary summary,
        List<TxSummary> transactions,
        List<ErrorSummary> errors,
        List<IntervalSnapshot> timeSeries,
        Map<String, Object> database,
        Map<String, Object> host,
        Map<String, String> files,
        Map<String, LatencyDistribution> latency,
        LatencyHistograms histograms,
        GeneratorLabel generator,
        List<MergedPart> mergedFrom,
        String writeProblem,
        List<PhaseResult> phases,
        List<Outage> outages) {

    /**
     * The layout of the documents written now: 2, the configuration as the settings records ({@link RunConfig}).
     * Documents without the field are format 1, their configuration flat (read through {@link RunConfigView}).
     */
    public static final int FORMAT = 2;

    /** The layout this document is written in: always {@link #FORMAT}, whatever layout it was read from. */
    @JsonProperty("format")
    public int format() {
        return FORMAT;
    }

    /** A copy with the files recorded. */
    public RunResult withFiles(Map<String, String> newFiles) {
        return copy(Map.copyOf(newFiles), writeProblem, phases, outages);
    }

    /** A copy that says why its files are not where they were asked for. */
    public RunResult withWriteProblem(String problem) {
        return copy(files, problem, phases, outages);
    }

    /** A copy with the phases as measured. */
    public RunResult withPhases(List<PhaseResult> measured) {
        return copy(files, writeProblem, measured == null ? null : List.copyOf(measured), outages);
    }

    /** A copy with the outages the run's watch found. */
    public RunResult withOutages(List<Outage> found) {
        return copy(files, writeProblem, phases, List.copyOf(found));
    }

    /**
     * The one place a copy is made: the fields set after the run (files, where they went, phases, outages)
     * replaced.
     */
    private RunResult copy(
            Map<String, String> newFiles, String problem, List<PhaseResult> measured, List<Outage> found) {
        return new RunResult(
                runId,
                startedAt,
                endedAt,
                config,
                environment,
                summary,
                transactions,
                errors,
                timeSeries,
                database,
                host,
                newFiles,
                latency,
                histograms,
                generator,
                mergedFrom,
                problem,
                measured,
                found);
    }

    /** The outages found (none in results written before they were watched for). */
    public List<Outage> outagesFound() {
        return outages == null ? List.of() : outages;
    }

    /** The users this result ran: a generator's share of the run's, or all of them (one process, or a merge). */
    public int users() {
        Settings s = config.settings();
        return merged() ? s.load().users() : s.usersHere();
    }

    /** The open model's rate this result kept (transactions per second, its share of it); 0: the closed model. */
    public double rate() {
        Settings s = config.settings();
        return merged()
                ? s.load().rate()
                : s.coordination().rateHere(s.load().rate(), s.load().users());
    }

    /** Whether this result is the merge of several generators' results. */
    public boolean merged() {
        return mergedFrom != null && !mergedFrom.isEmpty();
    }

    public TxSummary transaction(String shortName) {
        return transactions.stream()
                .filter(t -> t.shortName().equalsIgnoreCase(shortName))
                .findFirst()
                .orElse(null);
    }
}
