package org.surgebench.core.driver;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.db.Database;
import org.surgebench.core.host.HostSampler;
import org.surgebench.core.snapshot.SnapshotProvider;

/**
 * The database's and the hosts' view of a run's measured window: the snapshot providers and the host sampler,
 * begun when the window opens, sampled each interval, ended when it closes, over a connection of their own (the
 * snapshot connection) that is not a user's.
 */
final class RunSnapshots {
    private static final Logger LOG = LoggerFactory.getLogger(RunSnapshots.class);

    private final Database db;
    private final Duration stallTimeout;
    /** The snapshot connection; replaced when a network cut or restart closed it (see {@link #admin()}). */
    private volatile Connection admin;

    private final List<SnapshotProvider> providers;
    private final Map<String, Object> snapshotErrors = new LinkedHashMap<>();
    private final HostSampler host;
    private Map<String, Object> hostStats = Map.of();
    private boolean begun;
    /**
     * Samples run here, off the run's sampler thread, so that a database slow to answer (or a silent network)
     * never holds up the time series; a sample still running when the next is due is not doubled.
     */
    private final ExecutorService sampling = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().name("surge-snapshot-sampler").daemon(true).unstarted(r));

    private Future<?> pendingSample;

    /** {@code admin}: the snapshot connection, read-bounded by {@link #boundWaits}; closed by {@link #close()}. */
    RunSnapshots(
            Database db, Duration stallTimeout, Connection admin, List<SnapshotProvider> providers, HostSampler host) {
        this.db = db;
        this.stallTimeout = stallTimeout;
        this.admin = admin;
        this.providers = providers;
        this.host = host;
    }

    /**
     * The snapshot connection gets a read timeout of the stall timeout: it is not a user, so the stall watchdog
     * does not watch it, and a silent network must not hold the run's start or end for ever. (One connection
     * sampling once a second: the timed reads' extra system calls do not matter here.)
     */
    static void boundWaits(Connection c, Duration stallTimeout) {
        if (stallTimeout.isZero()) {
            return;
        }
        try {
            c.setNetworkTimeout(Runnable::run, (int) Math.min(Integer.MAX_VALUE, stallTimeout.toMillis()));
        } catch (SQLException | UnsupportedOperationException e) {
            LOG.debug("No network timeout on the snapshot connection: {}", e.getMessage());
        }
    }

    /**
     * The snapshot connection, opened again if it was lost (the network cut, the database restarted): the
     * providers keep their start figures themselves, so the end snapshot still covers the whole window.
     */
    private Connection admin() {
        Connection c = admin;
        try {
            if (!c.isClosed()) {
                return c;
            }
        } catch (SQLException e) {
            // Treated as closed.
        }
        try {
            Connection fresh = db.connect();
            boundWaits(fresh, stallTimeout);
            admin = fresh;
            return fresh;
        } catch (RuntimeException e) {
            LOG.debug("Cannot reopen the snapshot connection: {}", e.getMessage());
            return c; // the provider's call fails and says so
        }
    }

    /** Whether the measured window opened: a run that ended before has no window to judge its users by. */
    boolean begun() {
        return begun;
    }

    /** The start figures, once: when the measured window opens. */
    void begin() {
        if (begun) {
            return;
        }
        begun = true;
        awaitPending();
        try {
            host.begin();
        } catch (Exception e) {
            LOG.warn("Host statistics at the start failed: {}", e.getMessage());
        }
        for (SnapshotProvider p : providers) {
            try {
                p.begin(admin);
            } catch (Exception e) {
                LOG.warn("{} snapshot at the start failed: {}", p.name(), e.getMessage());
                snapshotErrors.put(p.name(), "begin failed: " + e.getMessage());
            }
        }
    }

    /**
     * Waits for the warm-up's last rehearsal to end (bounded by the connection's network timeout): the start figures
     * must not share the snapshot connection, or its transaction, with it.
     */
    private void awaitPending() {
        if (pendingSample == null) {
            return;
        }
        try {
            pendingSample.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            LOG.debug("The last rehearsal failed: {}", e.getMessage());
        }
    }

    /** Takes a sample on the snapshot thread unless the previous one is still running. */
    void sample() {
        if (pendingSample == null || pendingSample.isDone()) {
            pendingSample = sampling.submit(this::sampleNow);
        }
    }

    /**
     * During the warm-up: reads what a sample reads, on the snapshot thread and connection, and keeps nothing
     * ({@link SnapshotProvider#rehearse} says why); skipped while the previous one runs.
     */
    void rehearse() {
        if (pendingSample == null || pendingSample.isDone()) {
            pendingSample = sampling.submit(this::rehearseNow);
        }
    }

    private void rehearseNow() {
        // A failure here is the window's to report, when begin meets it.
        visitSources("rehearsal", host::rehearse, SnapshotProvider::rehearse);
    }

    private void sampleNow() {
        visitSources("sample", host::sample, SnapshotProvider::sample);
    }

    /** What a sample or a rehearsal does to one provider, over the snapshot connection. */
    @FunctionalInterface
    private interface ProviderStep {
        void apply(SnapshotProvider provider, Connection connection) throws Exception;
    }

    /** What it does to the host sampler. */
    @FunctionalInterface
    private interface HostStep {
        void run() throws Exception;
    }

    /**
     * One step on the host sampler and on each provider whose begin did not fail; a step that fails is logged
     * and skipped, so that one source's trouble neither stops the others nor the run.
     */
    private void visitSources(String step, HostStep hostStep, ProviderStep providerStep) {
        try {
            hostStep.run();
        } catch (Exception e) {
            LOG.debug("Host statistics {} failed: {}", step, e.getMessage());
        }
        for (SnapshotProvider p : providers) {
            if (snapshotErrors.containsKey(p.name())) {
                continue;
            }
            try {
                providerStep.apply(p, admin());
            } catch (Exception e) {
                LOG.debug("{} {} failed: {}", p.name(), step, e.getMessage());
            }
        }
    }

    /**
     * The snapshots at the end of the measured window, or, when the run lost the database ({@code reachable}
     * false), a note saying so instead of waiting on a connection that will not answer.
     */
    Map<String, Object> end(Path resultsDir, boolean reachable) {
        sampling.shutdown();
        try {
            // A sample in progress finishes first (bounded by the connection's network timeout): the end
            // snapshot must not share the connection with it.
            sampling.awaitTermination(1, TimeUnit.HOURS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            hostStats = host.end();
            org.surgebench.core.results.ClientSaturation.of(hostStats)
                    .ifPresent(c -> hostStats.put(org.surgebench.core.results.ClientSaturation.KEY, c));
        } catch (Exception e) {
            LOG.warn("Host statistics at the end failed: {}", e.getMessage());
            hostStats = Map.of("error", "end failed: " + e.getMessage());
        }
        Map<String, Object> all = new LinkedHashMap<>();
        for (SnapshotProvider p : providers) {
            if (!begun) {
                // The run ended (a failed log-on, say) before its measured window began: nothing to compare.
                all.put(p.name(), Map.of("error", "not taken: the run ended before its measured window began"));
                continue;
            }
            if (!reachable) {
                all.put(p.name(), Map.of("error", "no end snapshot: the run lost the database"));
                continue;
            }
            if (snapshotErrors.containsKey(p.name())) {
                all.put(p.name(), Map.of("error", snapshotErrors.get(p.name())));
                continue;
            }
            try {
                all.put(p.name(), p.end(admin(), resultsDir));
            } catch (Exception e) {
                LOG.warn("{} snapshot at the end failed: {}", p.name(), e.getMessage());
                all.put(p.name(), Map.of("error", "end failed: " + e.getMessage()));
            }
        }
        // A provider of the database host's figures (its CPU read through the database) puts them beside the hosts'.
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, Object> hostFromDatabase = new LinkedHashMap<>();
        for (SnapshotProvider p : providers) {
            (p.hostFigures() ? hostFromDatabase : out).put(p.name(), all.get(p.name()));
        }
        if (!hostFromDatabase.isEmpty()) {
            Map<String, Object> host = new LinkedHashMap<>(hostStats);
            host.putAll(hostFromDatabase);
            hostStats = host;
        }
        return out;
    }

    /** The load generator's (and maybe the database host's) figures, once {@link #end} ran. */
    Map<String, Object> hostStats() {
        return hostStats;
    }

    /** Stops sampling and closes the providers and the snapshot connection. */
    void close() {
        sampling.shutdownNow();
        for (SnapshotProvider p : providers) {
            p.close();
        }
        RunSetup.close(admin);
    }
}
