package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.TableDef;

/**
 * The phases after the load: the indexes and constraints ({@code index}), then the statistics ({@code analyze}),
 * each an independent task per statement or table, run in parallel where the database builds indexes in parallel.
 */
final class IndexAndAnalyze {
    @FunctionalInterface
    private interface Task {
        void run(Connection connection, String item) throws SQLException;
    }

    private final Database db;
    private final ConnectionPool pool;
    private final GenerateSpec spec;
    private final Phases phases;
    private final AtomicBoolean cancelled;

    IndexAndAnalyze(Database db, ConnectionPool pool, GenerateSpec spec, Phases phases, AtomicBoolean cancelled) {
        this.db = db;
        this.pool = pool;
        this.spec = spec;
        this.phases = phases;
        this.cancelled = cancelled;
    }

    /**
     * Both phases; {@code tolerateExisting}: an index or constraint that exists already is no failure (a resumed
     * generation, or one of several that shared the load).
     */
    void run(Schema schema, boolean tolerateExisting) throws SQLException {
        int threads = db.dialect().parallelIndexBuilds() ? spec.threads() : 1;
        parallel(
                "index",
                schema.postLoadSql(),
                (conn, sql) -> {
                    db.dialect().prepareDdlSession(conn, spec.options());
                    try (Statement st = conn.createStatement()) {
                        st.execute(sql);
                    }
                },
                tolerateExisting,
                threads);
        // Largest tables first, so the longest task does not start last.
        List<String> byRows = schema.tables().stream()
                .sorted(Comparator.comparingLong(TableDef::rows).reversed())
                .map(TableDef::name)
                .toList();
        parallel("analyze", byRows, (conn, table) -> db.dialect().analyze(conn, List.of(table)), false, threads);
    }

    /** Runs a phase's independent tasks (statements, or per-table steps) in parallel, one connection per worker. */
    private void parallel(String phase, List<String> items, Task task, boolean tolerateExisting, int threads)
            throws SQLException {
        GenerateListener listener = phases.listener();
        listener.onPhaseStart(phase, items.size(), phase.equals("analyze") ? "tables" : "statements");
        long t0 = System.nanoTime();
        AtomicLong doneCount = new AtomicLong();
        List<ParallelSteps.Task> tasks = items.stream()
                .<ParallelSteps.Task>map(s -> () -> {
                    try (Connection conn = ChunkLoad.loadSession(db, pool)) {
                        try {
                            task.run(conn, s);
                            conn.commit();
                        } catch (SQLException e) {
                            conn.rollback();
                            if (!tolerateExisting || !db.dialect().isAlreadyExists(e)) {
                                throw e;
                            }
                        }
                    }
                    listener.onProgress(phase, doneCount.incrementAndGet(), 0);
                })
                .toList();
        ParallelSteps.run(tasks, threads, "surge-" + phase, cancelled);
        phases.ended(phase, (System.nanoTime() - t0) / 1e9);
    }
}
