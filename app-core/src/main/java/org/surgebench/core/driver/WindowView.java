package org.surgebench.core.driver;

import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.surgebench.core.db.Database;
import org.surgebench.core.host.HostSampler;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.Workload;

/**
 * The database's and the hosts' view of a window that is not a timed run's (a workload's own test, such as tpch's
 * power test): the same snapshot providers and host sampler a run takes, begun when the window opens, sampled
 * once a second, ended when it closes, over a connection of their own. Its figures are a run's {@code database}
 * and {@code host}, so the database's view is labelled and printed as a run's is.
 */
public final class WindowView implements AutoCloseable {
    /** What the window saw: the providers' figures by name, and the hosts' (as a run's results keep them). */
    public record Seen(Map<String, Object> database, Map<String, Object> host) {}

    private final RunSnapshots snapshots;
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(
            r -> Thread.ofPlatform().name("surge-window-view").daemon(true).unstarted(r));

    private WindowView(RunSnapshots snapshots) {
        this.snapshots = snapshots;
    }

    /** Opens the view's own connection and providers for {@code plan}'s database; nothing is read yet. */
    public static WindowView open(Database db, RunPlan plan, Workload workload) {
        Connection c = db.connect();
        Duration stall = StallWatchdog.timeoutFor(plan, workload);
        RunSnapshots.boundWaits(c, stall);
        Map<String, String> providerOptions = new org.surgebench.core.spi.OptionValues(plan.options());
        providerOptions.putAll(plan.secretOptions());
        List<SnapshotProvider> providers = new ArrayList<>(db.dialect().snapshotProviders(db.spec(), providerOptions));
        HostSampler host = HostSampler.forRun(
                db.dialect().embedded(db.spec().url()),
                db.dialect().host(db.spec().url()),
                plan.options(),
                plan.settings().output().dbHostAgent(),
                plan.settings().output().dbHostAgentToken());
        return new WindowView(new RunSnapshots(db, stall, c, providers, host));
    }

    /** The start figures; then a sample each second (wait events, the time series) until {@link #end}. */
    public void begin() {
        snapshots.begin();
        ticks.scheduleAtFixedRate(snapshots::sample, 1, 1, TimeUnit.SECONDS);
    }

    /** The end figures, with the differences over the window ({@code resultsDir}: where a provider writes files). */
    public Seen end(Path resultsDir) {
        ticks.shutdownNow();
        Map<String, Object> database = snapshots.end(resultsDir, true);
        return new Seen(database, snapshots.hostStats());
    }

    @Override
    public void close() {
        ticks.shutdownNow();
        snapshots.close();
    }
}
