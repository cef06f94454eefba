package org.surgebench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A benchmark workload: its schema, how to generate its data, its transactions and its named mixes.
 * Implementations are found with {@link java.util.ServiceLoader}; the engine never names one.
 */
public interface Workload {

    /** Short name used on the command line, e.g. {@code soe} or {@code tpcb}. */
    String name();

    /** One line for {@code surge list}. */
    String description();

    /** The schema for one database dialect and scale: tables in load order, DDL scripts. */
    Schema schema(SchemaOptions options);

    /** Every transaction this workload knows, with default weights and enabled flags. */
    List<TransactionDef> transactions();

    /**
     * The ways this workload can run its transactions ({@link Variant}); empty (the default) when there is only
     * one. Every variant has the transactions of {@link #transactions()}: the same short names, weights and mixes.
     */
    default List<Variant> variants() {
        return List.of();
    }

    /**
     * The variant a run on a database of this dialect takes when none is asked for; null for a workload without
     * variants.
     */
    default String defaultVariant(String dialect) {
        return variants().isEmpty() ? null : variants().get(0).name();
    }

    /** Why {@code variant} cannot run on a database of this dialect, in one sentence; null when it can. */
    default String unsupportedVariant(String variant, String dialect) {
        return null;
    }

    /** The transactions as {@code variant} runs them (null: the workload has no variants). */
    default List<TransactionDef> transactions(String variant) {
        return transactions();
    }

    /**
     * The transactions this workload can also run on event loops ({@code --user-threads event-loop}), by short
     * name; each sends the same statements as its {@link Transaction} twin. Empty (the default) when it has none:
     * such a workload runs only on threads.
     */
    default java.util.Map<String, EventLoopTransaction> eventLoopTransactions() {
        return java.util.Map.of();
    }

    /**
     * {@link #eventLoopTransactions()} of a run of {@code variant} (null for a workload without variants): a
     * variant whose transactions send other statements (a stored-code call) has its own forms, or none.
     */
    default java.util.Map<String, EventLoopTransaction> eventLoopTransactions(String variant) {
        return eventLoopTransactions();
    }

    /**
     * {@link #eventLoopTransactions(String)} of a run of {@code variant} on a database of {@code dialect}: a form
     * whose statements only one database takes (a stored-code call written for PostgreSQL) is left out on the
     * others, so that the run is refused before it starts rather than failing every transaction.
     */
    default java.util.Map<String, EventLoopTransaction> eventLoopTransactions(String variant, String dialect) {
        return eventLoopTransactions(variant);
    }

    /**
     * Whether the event-loop forms of {@code variant}'s transactions take the run's intra-transaction think time
     * ({@link EventLoopContext#think()}) where their thread twins call {@link TxContext#think()}. False (the
     * default): the forms leave it out, and the engine refuses {@code --intra-think-max} on event loops for them.
     */
    default boolean eventLoopsThinkInside(String variant) {
        return false;
    }

    /** Named mixes; the first is the default. */
    List<Mix> mixes();

    /**
     * Prepares what every user of a run shares, e.g. the id ranges read from the metadata table.
     * Called once per run on a connection of the workload's user, before any user starts.
     */
    default Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return null;
    }

    /**
     * As {@link #prepareRun(Connection, SchemaOptions)} for a run of one {@link Variant} (null for a workload
     * without variants), e.g. to check that the stored code a server-side variant calls is installed.
     */
    default Object prepareRun(Connection connection, SchemaOptions options, String variant) throws SQLException {
        return prepareRun(connection, options);
    }

    /**
     * The workload's own measures of a run, taken from the database at the start and the end of the measured
     * window like the database's statistics (e.g. TPC-C's New-Orders per minute from the districts' order
     * counters); they go into the results under {@code database}, one entry per provider. None by default.
     */
    default List<org.surgebench.core.snapshot.SnapshotProvider> snapshotProviders(String dialect) {
        return List.of();
    }

    /** Checks of the data that must hold after generation and after any run. */
    default List<VerifyCheck> verifyChecks() {
        return List.of();
    }

    /**
     * Tables whose rows the transactions delete (TPC-C's Delivery takes NEW_ORDER rows), so that a run may
     * rightly leave fewer rows than were generated: verify does not hold them to their generated count, and the
     * workload's {@link #verifyChecks()} say what must hold of them instead. None by default: runs only add rows.
     */
    default java.util.Set<String> tablesTransactionsShrink() {
        return java.util.Set.of();
    }

    /**
     * Set-based SQL that generates one chunk of a table inside the database, for {@code server-side=true}
     * generation at scales where shipping rows over the network is the bottleneck; null when the table has
     * none for this dialect (it is then loaded from the client as usual). The SQL may use {@code ${from}} and
     * {@code ${to}} (the chunk's key range, inclusive), {@code ${seed}}, {@code ${dop}} (parallel degree) and
     * the schema's options. By default it is read from {@code <dialect>/server-side/<table>.sql} beside the
     * workload's class.
     */
    default String serverSideSql(SchemaOptions options, String table) {
        return DdlScripts.serverSide(getClass(), options, table);
    }

    /**
     * Users, think time and query timeout of a run that does not set them: the engine's own by default, a
     * workload modelled on a Swingbench configuration returns that configuration's.
     */
    default RunDefaults runDefaults() {
        return RunDefaults.ENGINE;
    }

    /**
     * How long one transaction may wait for the database before the run presumes the network silently cut and
     * drops the connection (--stall-timeout). Far above any healthy transaction of the workload: a short OLTP
     * mix takes the default, a workload with long analytic queries returns more.
     */
    default java.time.Duration defaultStallTimeout() {
        return java.time.Duration.ofMinutes(2);
    }

    /**
     * The mix a run's workload options ask for (e.g. io's update-pct and scan-pct, SLOB's UPDATE_PCT and
     * SCAN_PCT), or null when they ask for none: then the run takes the named or the default mix. A run may not
     * name a mix and ask for one by options at once.
     */
    default Mix optionMix(java.util.Map<String, String> runOptions) {
        return null;
    }

    /**
     * The workload's own pauses around each transaction (TPC-C's keying and think times) for a run of these
     * options, in place of the run's think time; null (the default) for none: the run's think time applies.
     */
    default UserPauses pauses(java.util.Map<String, String> runOptions) {
        return null;
    }

    /**
     * Transactions each user runs before the run ends, from the run's workload options (io's work-loop, SLOB's
     * WORK_LOOP); 0 for none. A run with a count ends after users x count transactions, however long that takes.
     */
    default long iterationsPerUser(java.util.Map<String, String> runOptions) {
        return 0;
    }

    /**
     * The bytes of table data a run with this shared state reads, for a workload that measures storage (io): the
     * run compares them with the memory that can cache them (the database's cache and, on the same host, the page
     * cache) and warns when it measures memory instead. -1 (the default): not a storage workload, no comparison.
     */
    default long dataSetBytes(Object shared) {
        return -1;
    }

    /**
     * Database settings the run's sessions made themselves (e.g. io's multiblock read size), each as the server
     * reported it back in those sessions, by setting name; empty (the default) for none. The results keep
     * them under {@code database.sessionSettings}, so a run says what it ran with, not what it asked for.
     */
    default java.util.Map<String, String> sessionSettings(Object shared) {
        return java.util.Map.of();
    }

    /**
     * What a generation of this scale and these options builds, in the workload's own terms, for the lines
     * generate prints ("Generating io at size 1 GB per schema ..."); by default "scale S".
     */
    default String sizeLabel(double scale, java.util.Map<String, String> options) {
        return "scale " + (scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale));
    }

    /**
     * The {@code --option} keys this workload reads (generate and run), with their kinds and defaults: the engine
     * refuses any other key that neither the database nor the engine declares, and {@code surge list} shows them.
     */
    default List<OptionSpec> options() {
        return List.of();
    }

    /**
     * Whether the workload creates and loads tables of its own, so that a run or a verify needs its schema
     * generated first (the default). False for a workload that runs against the tables already there (a workload
     * file without a tables section): its run and verify need no generate, generate refuses it, and drop has
     * nothing of it to drop.
     */
    default boolean needsGenerate() {
        return true;
    }

    /**
     * What the workload declares besides its transactions, mixes and options, one line each, for
     * {@code surge list} (a workload file: its tables, parameter sources and checks, and where its format is
     * documented); none by default.
     */
    default List<String> declarations() {
        return List.of();
    }

    /**
     * The workload's own tests, run in place of a timed mix ({@code surge run W --test NAME}); null (the default)
     * when it has none.
     */
    default WorkloadTests tests() {
        return null;
    }

    /** Smallest and largest scale this workload accepts. */
    default double minScale() {
        return 0.001;
    }

    default double maxScale() {
        return 1000;
    }

    default Mix defaultMix() {
        return mixes().get(0);
    }

    default Mix mix(String name) {
        return mixes().stream()
                .filter(m -> m.name().equalsIgnoreCase(name))
                .findFirst()
                .orElse(null);
    }
}
