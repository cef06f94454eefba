package org.surgebench.core.results;

import java.util.List;
import java.util.Map;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Settings;

/**
 * The configuration of a run as its results store it: the settings it was given, as the records the run used
 * (without secrets, {@link Settings#withoutSecrets()}), the layer each value came from, and what the started run
 * found (the mix it resolved, the database it reached, the threads its users ran on). Results written before
 * the settings were stored so (format 1) read through {@link RunConfigView}.
 *
 * @param workload          the workload's name (or its file's reference)
 * @param mix               the mix that ran (the workload's default when none was named)
 * @param variant           how the workload ran its transactions (soe's {@code client} or {@code server}); null
 *                          for a workload without variants
 * @param weights           the weights the users drew from
 * @param url               where the database was, without credentials
 * @param user              the database user
 * @param dialect           the database's short name (postgresql, h2...)
 * @param scale             the schema's scale
 * @param threads           what the users ran on ({@link UserThreadsUsed#UNKNOWN} when not known)
 * @param settings          the run's settings, by group, as the run used them
 * @param provenance        each value's path in {@code settings} ({@code think.min}, {@link Settings#pathOf}) to
 *                          the layer that gave it ("command line", "workload default", "engine default"...)
 */
public record RunConfig(
        String workload,
        String mix,
        String variant,
        Map<String, Integer> weights,
        String url,
        String user,
        String dialect,
        double scale,
        UserThreadsUsed threads,
        Settings settings,
        Map<String, String> provenance) {

    public RunConfig {
        weights = weights == null ? Map.of() : weights;
        provenance = provenance == null ? Map.of() : provenance;
        threads = threads == null ? UserThreadsUsed.UNKNOWN : threads;
    }

    /** {@link UserThreadsUsed#kind()}: {@code platform}, {@code virtual}, {@code event-loop}, or a merge's list. */
    public String userThreads() {
        return threads.kind();
    }

    /** {@link UserThreadsUsed#auto()}. */
    public boolean userThreadsAuto() {
        return threads.auto();
    }

    /** {@link UserThreadsUsed#reason()}. */
    public String userThreadsReason() {
        return threads.reason();
    }

    /** {@link UserThreadsUsed#loopTransport()}. */
    public String loopTransport() {
        return threads.loopTransport();
    }

    /** "oltp", or "oltp, variant server" when the workload has variants: how summaries name what ran. */
    public String mixAndVariant() {
        return variant == null ? mix : mix + ", variant " + variant;
    }

    /** Which of users, think time and query timeout came from the workload's defaults. */
    public List<String> fromWorkloadDefaults() {
        return RunLayer.fromWorkloadDefaults(s -> provenance.get(Settings.pathOf(s)));
    }
}
