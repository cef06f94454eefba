package org.surgebench.core.driver;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.host.HostSampler;
import org.surgebench.core.results.EnvironmentInfo;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workload;

/**
 * What a run learns before its users start: the schema's registry entry (refusing a missing or incomplete
 * schema), the workload's shared state, the environment, and the database snapshot providers with the
 * connection they use.
 */
final class RunSetup implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunSetup.class);

    private final Database db;
    private final Duration stallTimeout;
    /** The snapshot connection; replaced when a network cut or restart closed it (see {@link #admin()}). */
    private volatile Connection admin;
    private final SchemaRegistry.Entry schema;
    private final SchemaOptions options;
    private final Object shared;
    private final EnvironmentInfo environment;
    private final String connectionLimit;
    private final List<SnapshotProvider> providers;
    private final Map<String, Object> snapshotErrors = new LinkedHashMap<>();
    private final HostSampler host;
    private Map<String, Object> hostStats = Map.of();
    private boolean begun;
    /**
     * Samples run here, off the run's sampler thread, so that a database slow to answer (or a silent network)
     * never holds up the time series; a sample still running when the next is due is not doubled.
     */
    private final ExecutorService sampling = Executors.newSingleThreadExecutor(r ->
            Thread.ofPlatform().name("surge-snapshot-sampler").daemon(true).unstarted(r));
    private Future<?> pendingSample;

    private RunSetup(Database db, Duration stallTimeout, Connection admin, SchemaRegistry.Entry schema,
                     SchemaOptions options, Object shared,
                     EnvironmentInfo environment, String connectionLimit, List<SnapshotProvider> providers,
                     HostSampler host) {
        this.db = db;
        this.stallTimeout = stallTimeout;
        this.admin = admin;
        this.host = host;
        this.schema = schema;
        this.options = options;
        this.shared = shared;
        this.environment = environment;
        this.connectionLimit = connectionLimit;
        this.providers = providers;
    }

    static RunSetup prepare(Database db, Workload workload, RunPlan spec, String variant) {
        Connection c = db.connect();
        try {
            SchemaRegistry.Entry entry = requireComplete(db, c, workload.name());
            SchemaOptions opts = new SchemaOptions(db.dialect().name(), entry.scale(), entry.seed(), spec.options());
            Object shared = workload.prepareRun(c, opts, variant);
            c.commit();
            String limit = db.dialect().connectionLimit(c);
            c.rollback();
            Duration stall = StallWatchdog.timeoutFor(spec, workload);
            boundWaits(c, stall);
            Map<String, String> providerOptions = new org.surgebench.core.spi.OptionValues(spec.options());
            providerOptions.putAll(spec.secretOptions());
            List<SnapshotProvider> providers = new ArrayList<>(db.dialect().snapshotProviders(db.spec(),
                    providerOptions));
            providers.addAll(workload.snapshotProviders(db.dialect().name()));
            return new RunSetup(db, stall, c, entry, opts, shared, EnvironmentInfo.capture(c), limit, providers,
                    HostSampler.forRun(db.dialect().embedded(db.spec().url()),
                            db.dialect().host(db.spec().url()), spec.options()));
        } catch (SQLException e) {
            close(c);
            if (db.dialect().classify(e) == org.surgebench.core.spi.SqlErrorKind.PERMISSION) {
                throw new SurgeException(SurgeException.SCHEMA, "User '" + db.spec().user() + "' lacks privileges "
                        + "on the " + workload.name() + " schema at " + db.spec().where() + " (" + firstLine(e)
                        + "): connect as the schema's owner or grant the user SELECT, INSERT, UPDATE and DELETE on "
                        + "its tables.", e);
            }
            throw new SurgeException(SurgeException.SCHEMA, "Cannot prepare the " + workload.name() + " run at "
                    + db.spec().where() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            close(c);
            throw e;
        }
    }

    /**
     * The snapshot connection gets a read timeout of the stall timeout: it is not a user, so the stall watchdog
     * does not watch it, and a silent network must not hold the run's start or end for ever. (One connection
     * sampling once a second: the timed reads' extra system calls do not matter here.)
     */
    private static void boundWaits(Connection c, Duration stallTimeout) {
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

    private static String firstLine(SQLException e) {
        String m = e.getMessage() == null ? "" : e.getMessage().strip();
        int i = m.indexOf('\n');
        return i < 0 ? m : m.substring(0, i).strip();
    }

    /** The registry entry of a complete schema, or a one-sentence error naming the fix. */
    static SchemaRegistry.Entry requireComplete(Database db, Connection c, String workload) throws SQLException {
        SchemaRegistry.Entry entry = SchemaRegistry.read(c, db.dialect(), workload);
        if (entry == null) {
            throw new SurgeException(SurgeException.SCHEMA, "No " + workload + " schema found at "
                    + db.spec().where() + " for user '" + db.spec().user() + "': run `surge generate " + workload
                    + "` first.");
        }
        if (!entry.complete()) {
            throw new SurgeException(SurgeException.SCHEMA, "The " + workload + " schema at " + db.spec().where()
                    + " is incomplete (its generation did not finish): run `surge generate " + workload
                    + " --resume` to finish it or `--force` to start over.");
        }
        return entry;
    }

    Object shared() {
        return shared;
    }

    SchemaRegistry.Entry schema() {
        return schema;
    }

    SchemaOptions options() {
        return options;
    }

    EnvironmentInfo environment() {
        return environment;
    }

    /** The server's connection limit as it names it, or null (see {@link org.surgebench.core.db.Dialect#connectionLimit}). */
    String connectionLimit() {
        return connectionLimit;
    }

    void beginSnapshots() {
        if (begun) {
            return;
        }
        begun = true;
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

    /** Takes a sample on the snapshot thread unless the previous one is still running. */
    void sampleSnapshots() {
        if (pendingSample == null || pendingSample.isDone()) {
            pendingSample = sampling.submit(this::sampleNow);
        }
    }

    private void sampleNow() {
        try {
            host.sample();
        } catch (Exception e) {
            LOG.debug("Host statistics sample failed: {}", e.getMessage());
        }
        for (SnapshotProvider p : providers) {
            if (!snapshotErrors.containsKey(p.name())) {
                try {
                    p.sample(admin());
                } catch (Exception e) {
                    LOG.debug("{} sample failed: {}", p.name(), e.getMessage());
                }
            }
        }
    }

    /**
     * The snapshots at the end of the measured window, or, when the run lost the database ({@code reachable}
     * false), a note saying so instead of waiting on a connection that will not answer.
     */
    Map<String, Object> endSnapshots(Path resultsDir, boolean reachable) {
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
        } catch (Exception e) {
            LOG.warn("Host statistics at the end failed: {}", e.getMessage());
            hostStats = Map.of("error", "end failed: " + e.getMessage());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (SnapshotProvider p : providers) {
            if (!begun) {
                // The run ended (a failed log-on, say) before its measured window began: nothing to compare.
                out.put(p.name(), Map.of("error", "not taken: the run ended before its measured window began"));
                continue;
            }
            if (!reachable) {
                out.put(p.name(), Map.of("error", "no end snapshot: the run lost the database"));
                continue;
            }
            if (snapshotErrors.containsKey(p.name())) {
                out.put(p.name(), Map.of("error", snapshotErrors.get(p.name())));
                continue;
            }
            try {
                out.put(p.name(), p.end(admin(), resultsDir));
            } catch (Exception e) {
                LOG.warn("{} snapshot at the end failed: {}", p.name(), e.getMessage());
                out.put(p.name(), Map.of("error", "end failed: " + e.getMessage()));
            }
        }
        return out;
    }

    /** The load generator's (and maybe the database host's) figures, once {@link #endSnapshots} ran. */
    Map<String, Object> hostStats() {
        return hostStats;
    }

    @Override
    public void close() {
        sampling.shutdownNow();
        for (SnapshotProvider p : providers) {
            p.close();
        }
        close(admin);
    }

    private static void close(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // Closing the admin connection at the end; nothing depends on it any more.
        }
    }
}
