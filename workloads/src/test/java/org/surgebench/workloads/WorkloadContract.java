package org.surgebench.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.oracle.OracleDdlShapes;

/**
 * What every workload promises, checked the same way for each (after BenchBase's per-layer test bases): a
 * workload's H2 test class extends this and names the workload, its smallest options and the databases it ships
 * DDL for. Against real H2 at the smallest scale, so the whole contract costs seconds:
 * <ul>
 *   <li>the schema renders for every database it ships DDL for, and runs on H2 (its own DDL in H2's mode, the
 *       Oracle DDL in Oracle mode; the PostgreSQL and MariaDB DDL run in the workload's *PostgresTest and
 *       *MariaDbTest);</li>
 *   <li>two generations with the same seed hold the same rows, table by table;</li>
 *   <li>every transaction runs once without an error, and H2's own statement statistics show the statements it
 *       sent (writes for a writing transaction);</li>
 *   <li>verify holds after generation and after the transactions;</li>
 *   <li>every mix and variant names only transactions the workload has.</li>
 * </ul>
 */
public abstract class WorkloadContract {
    /** The contract's seed: a test that shares its generation (GeneratedCopies) generates with it. */
    public static final long SEED = 42;

    /** The workload's name, as {@code surge list} shows it. */
    protected abstract String workloadName();

    /** The databases the workload ships DDL for (the dialects' short names). */
    protected abstract List<String> dialects();

    /** The smallest scale: the workload's own minimum unless that is not small on H2. */
    protected double contractScale() {
        return workload().minScale();
    }

    /**
     * Whether the contract's generated databases are copies of one generation per JVM ({@link GeneratedCopies}) where
     * a fresh one is not the point: for a workload whose smallest generation is slow on H2 (Order Entry's fixed
     * 900,000 inventory rows). The copies are H2 file databases, which run transactions slower than in-memory ones
     * when the data outgrows H2's page cache, so it is not the default.
     */
    protected boolean sharesGenerations() {
        return false;
    }

    /** Options for generation and runs that keep the data small (e.g. io's size), none by default. */
    protected Map<String, String> contractOptions() {
        return Map.of();
    }

    protected final Workload workload() {
        return Workloads.byName(workloadName());
    }

    @Test
    void everyMixAndVariantNamesOnlyKnownTransactions() {
        Set<String> known = shortNames(workload().transactions());
        assertThat(workload().mixes()).as("mixes").isNotEmpty();
        for (Mix mix : workload().mixes()) {
            assertThat(mix.weights().keySet())
                    .as("mix " + mix.name())
                    .isNotEmpty()
                    .isSubsetOf(known);
            assertThat(mix.weights().values()).as("mix " + mix.name()).anyMatch(w -> w > 0);
        }
        for (Variant v : workload().variants()) {
            assertThat(shortNames(workload().transactions(v.name())))
                    .as("variant " + v.name())
                    .isEqualTo(known);
        }
    }

    @Test
    void schemaRendersForEveryDialectAndRunsOnH2() throws SQLException {
        for (String dialect : dialects()) {
            Schema s = schema(dialect);
            assertThat(s.tables()).as(dialect + " tables").isNotEmpty();
            List<String> all = new ArrayList<>(s.createSql());
            all.addAll(s.postLoadSql());
            all.addAll(s.finishSql());
            all.addAll(s.codeSql());
            assertThat(all)
                    .as(dialect + " statements")
                    .allSatisfy(sql ->
                            assertThat(sql).isNotBlank().doesNotContain("${").doesNotContainPattern("(?m)^--if:"));
            assertThat(s.objects())
                    .as(dialect + " objects")
                    .extracting(o -> o.name().toLowerCase(Locale.ROOT))
                    .containsAll(s.tables().stream()
                            .map(t -> t.name().toLowerCase(Locale.ROOT))
                            .toList());
        }
        applyOnH2(schema("h2"), "h2", "", this::runAll);
        if (dialects().contains("oracle")) {
            // H2 has no partitioning: the Oracle shape is checked without it, as the Oracle DDL tests do.
            Map<String, String> options = new LinkedHashMap<>(contractOptions());
            options.put("partition", "false");
            Schema oracle = workload().schema(new SchemaOptions("oracle", contractScale(), SEED, options));
            applyOnH2(oracle, "oracle", ";MODE=Oracle", OracleDdlShapes::run);
        }
    }

    @Test
    void twoGenerationsWithTheSameSeedHoldTheSameRows() throws SQLException {
        // With shared generations, the first is the one this JVM's tests share, made by Surgebench.generate as well.
        // Without, it is the class's own generation, its rows as generated (read before any transaction ran on it).
        Map<String, String> a = sharesGenerations()
                ? checksums(GeneratedCopies.copyOf(contractSpec()))
                : classGeneration().rows();
        ConnectionSpec second = generated("b");
        assertThat(a.values()).as("rows per table").anyMatch(v -> !v.startsWith("0 rows"));
        assertThat(checksums(second)).isEqualTo(a);
        shutDown(second);
    }

    @Test
    void everyTransactionRunsOnceAndTheDatabaseCountsItsStatements() throws Exception {
        ConnectionSpec db = sharesGenerations()
                ? GeneratedCopies.copyOf(contractSpec())
                : classGeneration().db();
        assertThat(Surgebench.verify(db, workloadName(), contractOptions()).failures())
                .as("verify after generate")
                .isEmpty();
        Set<String> tables =
                workload().schema(new SchemaOptions("h2", contractScale(), SEED, contractOptions())).tables().stream()
                        .map(t -> t.name().toUpperCase(Locale.ROOT))
                        .collect(Collectors.toSet());
        for (TransactionDef tx : workload().transactions()) {
            List<String> executed = executedBy(db, tables, () -> {
                RunResult r = Surgebench.run(only(tx, db));
                assertThat(r.summary().errors()).as(tx.shortName() + " errors").isZero();
                assertThat(r.transaction(tx.shortName()).count())
                        .as(tx.shortName() + " runs")
                        .isPositive();
            });
            assertThat(executed)
                    .as(tx.shortName() + ": statements H2 executed on the workload's tables")
                    .isNotEmpty();
            if (!tx.readOnly()) {
                assertThat(executed).as(tx.shortName() + " writes").anyMatch(WorkloadContract::writes);
            }
        }
        assertThat(Surgebench.verify(db, workloadName(), contractOptions()).failures())
                .as("verify after the run")
                .isEmpty();
        assertThat(tables)
                .as("the tables its transactions delete rows of are its own")
                .containsAll(workload().tablesTransactionsShrink().stream()
                        .map(t -> t.toUpperCase(Locale.ROOT))
                        .toList());
    }

    private Schema schema(String dialect) {
        return workload().schema(new SchemaOptions(dialect, contractScale(), SEED, contractOptions()));
    }

    private interface Apply {
        void run(Connection c, List<String> statements) throws SQLException;
    }

    /** A dialect's create and post-load statements on an empty H2 database in the given mode. */
    private void applyOnH2(Schema s, String dialect, String mode, Apply apply) throws SQLException {
        String url = TestDatabases.h2Memory(workloadName() + "-" + dialect) + mode;
        try (Connection c = DriverManager.getConnection(url, "sa", "")) {
            c.setAutoCommit(false);
            apply.run(c, s.createSql());
            apply.run(c, s.postLoadSql());
            for (TableDef t : s.tables()) {
                try (Statement st = c.createStatement()) {
                    st.executeQuery("SELECT " + String.join(", ", t.columns()) + " FROM " + t.name() + " WHERE 1 = 0")
                            .close();
                }
            }
        }
    }

    private void runAll(Connection c, List<String> statements) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
        c.commit();
    }

    /** A generation in memory, and its rows per table ({@link #checksums}) as they were right after it. */
    private record Generation(ConnectionSpec db, Map<String, String> rows) {}

    /** The class's own generation, made by the first test that needs it; the test class's, not the JVM's. */
    private static Generation classGeneration;

    private static Class<?> classGenerationOwner;

    /**
     * The contract's generation for this test class, made once: the transactions test runs on it, and the
     * two-generations test compares its rows as generated with a second generation, so each generation compared
     * is still a generation of its own. Its rows are read before any test runs a transaction on it.
     */
    private synchronized Generation classGeneration() throws SQLException {
        if (classGenerationOwner != getClass()) {
            shutDownClassGeneration();
            ConnectionSpec db = generated("a");
            classGeneration = new Generation(db, checksums(db));
            classGenerationOwner = getClass();
        }
        return classGeneration;
    }

    /** Frees the class's generation (an in-memory database stays until shut down, DB_CLOSE_DELAY=-1). */
    @AfterAll
    static synchronized void shutDownClassGeneration() throws SQLException {
        if (classGeneration != null) {
            shutDown(classGeneration.db());
            classGeneration = null;
            classGenerationOwner = null;
        }
    }

    /** Closes an in-memory database for good, so that its rows do not stay in the heap for the next classes. */
    private static void shutDown(ConnectionSpec db) throws SQLException {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        }
    }

    private ConnectionSpec generated(String name) {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory(workloadName() + "-" + name), "sa", "");
        Surgebench.generate(contractSpec().connection(db), null);
        return db;
    }

    /** The contract's generation, without a connection: the smallest scale, the contract's seed and options. */
    protected final GenerateSpec contractSpec() {
        GenerateSpec spec =
                new GenerateSpec(workloadName()).scale(contractScale()).seed(SEED);
        contractOptions().forEach(spec::option);
        return spec;
    }

    /** Per table: the row count and an order-free sum of row hashes (the rows as text, column by column). */
    private Map<String, String> checksums(ConnectionSpec db) throws SQLException {
        Map<String, String> out = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            for (TableDef t : schema("h2").tables()) {
                long rows = 0;
                long sum = 0;
                try (ResultSet rs = s.executeQuery("SELECT " + String.join(", ", t.columns()) + " FROM " + t.name())) {
                    int n = rs.getMetaData().getColumnCount();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= n; i++) {
                            row.append(rs.getString(i)).append('\u0001');
                        }
                        rows++;
                        sum += mix(row.toString().hashCode() * 0x9E3779B97F4A7C15L + row.length());
                    }
                }
                out.put(t.name(), rows + " rows, sum " + Long.toHexString(sum));
            }
        }
        return out;
    }

    /** A 64-bit finalizer (SplitMix64), so the sum of row hashes does not cancel out. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A run of one user that runs {@code tx} alone, once (a disabled-by-default one enabled); its first error ends
     * it (a run without a time would otherwise retry a failing transaction forever).
     */
    private RunSpec only(TransactionDef tx, ConnectionSpec db) {
        RunSpec spec = new RunSpec(workloadName())
                .connection(db)
                .users(1)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(1)
                .abortOnError(true)
                .seed(SEED);
        contractOptions().forEach(spec::option);
        for (TransactionDef other : workload().transactions()) {
            spec.weight(other.shortName(), other.shortName().equals(tx.shortName()) ? 1 : 0);
        }
        return spec.enable(tx.shortName());
    }

    private interface Work {
        void run() throws Exception;
    }

    /**
     * The statements H2 executed during {@code work} that name one of the workload's tables, from H2's own
     * statistics (INFORMATION_SCHEMA.QUERY_STATISTICS, kept database-wide while switched on).
     */
    private static List<String> executedBy(ConnectionSpec db, Set<String> tables, Work work) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            s.execute("SET QUERY_STATISTICS_MAX_ENTRIES 1000");
            s.execute("SET QUERY_STATISTICS TRUE");
            try {
                work.run();
                Map<String, Long> counts = new LinkedHashMap<>();
                try (ResultSet rs = s.executeQuery(
                        "SELECT SQL_STATEMENT, EXECUTION_COUNT FROM INFORMATION_SCHEMA.QUERY_STATISTICS")) {
                    while (rs.next()) {
                        counts.put(rs.getString(1), rs.getLong(2));
                    }
                }
                return counts.keySet().stream()
                        .filter(sql -> namesOneOf(sql, tables))
                        .toList();
            } finally {
                s.execute("SET QUERY_STATISTICS FALSE");
            }
        }
    }

    private static boolean namesOneOf(String sql, Set<String> tables) {
        String upper = sql.toUpperCase(Locale.ROOT);
        return tables.stream().anyMatch(t -> upper.matches("(?s).*\\b" + t + "\\b.*"));
    }

    private static boolean writes(String sql) {
        String s = sql.stripLeading().toUpperCase(Locale.ROOT);
        return s.startsWith("INSERT")
                || s.startsWith("UPDATE")
                || s.startsWith("DELETE")
                || s.startsWith("MERGE")
                || s.startsWith("WITH") && s.matches("(?s).*\\b(INSERT|UPDATE|DELETE)\\b.*");
    }

    private static Set<String> shortNames(List<TransactionDef> txs) {
        return txs.stream().map(TransactionDef::shortName).collect(Collectors.toCollection(java.util.TreeSet::new));
    }
}
