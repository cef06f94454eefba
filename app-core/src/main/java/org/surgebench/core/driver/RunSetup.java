package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
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
 * schema), the workload's shared state, the environment, and the {@link RunSnapshots} with the connection
 * they use (the one the setup was learnt over).
 */
final class RunSetup implements AutoCloseable {
    /** The server's connection limit as it names it, and the connections it takes now; either may be null. */
    private record ServerConnections(String limit, org.surgebench.core.db.ConnectionRoom room) {}

    private final SchemaRegistry.Entry schema;
    private final SchemaOptions options;
    private final Object shared;
    private final EnvironmentInfo environment;
    private final ServerConnections connections;
    private final RunSnapshots snapshots;
    /** Why the run would measure memory, not storage ({@link CacheFit}), or null. */
    private final String cacheFit;

    private RunSetup(
            SchemaRegistry.Entry schema,
            SchemaOptions options,
            Object shared,
            EnvironmentInfo environment,
            ServerConnections connections,
            RunSnapshots snapshots,
            String cacheFit) {
        this.schema = schema;
        this.cacheFit = cacheFit;
        this.options = options;
        this.shared = shared;
        this.environment = environment;
        this.connections = connections;
        this.snapshots = snapshots;
    }

    /**
     * Learns the setup over one connection, and refuses a run that the server or this process cannot hold
     * ({@link CapacityCheck}) before any user starts; {@code kind} is what the users will run on.
     */
    static RunSetup prepare(Database db, Workload workload, RunPlan spec, String variant, UserThreads kind) {
        Connection c = db.connect();
        try {
            SchemaRegistry.Entry entry = workload.needsGenerate()
                    ? SchemaRegistry.requireComplete(db, c, workload.name(), spec.workload())
                    : tablesThere(workload, spec);
            SchemaOptions opts = new SchemaOptions(db.dialect().name(), entry.scale(), entry.seed(), spec.options());
            Object shared = workload.prepareRun(c, opts, variant);
            c.commit();
            ServerConnections limit = new ServerConnections(
                    db.dialect().connectionLimit(c), db.dialect().connectionRoom(c));
            boolean embedded = db.dialect().embedded(db.spec().url());
            CapacityCheck.require(
                    CapacityCheck.Asked.of(spec, kind, embedded), limit.room(), CapacityCheck.Machine.here());
            boolean local = org.surgebench.core.host.DatabaseLocality.isLocal(
                    db.dialect().embedded(db.spec().url()),
                    db.dialect().host(db.spec().url()));
            String cacheFit = CacheFit.warning(
                    workload.name(),
                    workload.dataSetBytes(shared),
                    db.dialect().cache(c),
                    local ? CacheFit.hostMemoryBytes(java.nio.file.Path.of("/proc")) : null);
            c.rollback();
            Duration stall = StallWatchdog.timeoutFor(spec, workload);
            RunSnapshots.boundWaits(c, stall);
            Map<String, String> providerOptions = new org.surgebench.core.spi.OptionValues(spec.options());
            providerOptions.putAll(spec.secretOptions());
            List<SnapshotProvider> providers =
                    new ArrayList<>(db.dialect().snapshotProviders(db.spec(), providerOptions));
            providers.addAll(workload.snapshotProviders(db.dialect().name()));
            HostSampler host = HostSampler.forRun(
                    db.dialect().embedded(db.spec().url()),
                    db.dialect().host(db.spec().url()),
                    spec.options(),
                    spec.settings().output().dbHostAgent(),
                    spec.settings().output().dbHostAgentToken());
            return new RunSetup(
                    entry,
                    opts,
                    shared,
                    EnvironmentInfo.capture(c),
                    limit,
                    new RunSnapshots(db, stall, c, providers, host),
                    cacheFit);
        } catch (SQLException e) {
            close(c);
            if (db.dialect().classify(e) == org.surgebench.core.spi.SqlErrorKind.PERMISSION) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "User '" + db.spec().user() + "' lacks privileges "
                                + "on the " + workload.name() + " schema at "
                                + db.spec().where() + " (" + firstLine(e)
                                + "): connect as the schema's owner or grant the user SELECT, INSERT, UPDATE and DELETE on "
                                + "its tables.",
                        e);
            }
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Cannot prepare the " + workload.name() + " run at "
                            + db.spec().where() + ": " + e.getMessage(),
                    e);
        } catch (RuntimeException e) {
            close(c);
            throw e;
        }
    }

    private static String firstLine(SQLException e) {
        String m = e.getMessage() == null ? "" : e.getMessage().strip();
        int i = m.indexOf('\n');
        return i < 0 ? m : m.substring(0, i).strip();
    }

    /**
     * A workload that runs against the tables already there has no registry entry: it runs at scale 0 (nothing of
     * its own was generated) with the run's seed.
     */
    private static SchemaRegistry.Entry tablesThere(Workload workload, RunPlan spec) {
        return new SchemaRegistry.Entry(workload.name(), 0, spec.seed(), SchemaRegistry.COMPLETE, null, null, null);
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
        return connections.limit();
    }

    /** How many more connections the server takes, read as the run prepared; null where unknown. */
    org.surgebench.core.db.ConnectionRoom connectionRoom() {
        return connections.room();
    }

    /** Why the run would measure memory and present it as storage, or null ({@link CacheFit}). */
    String cacheFit() {
        return cacheFit;
    }

    /** The database's and the hosts' snapshots of the measured window. */
    RunSnapshots snapshots() {
        return snapshots;
    }

    @Override
    public void close() {
        snapshots.close();
    }

    static void close(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // Closing the admin connection at the end; nothing depends on it any more.
        }
    }
}
