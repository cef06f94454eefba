package org.surgebench.core.generate;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs one phase's independent tasks (chunks to load, indexes to build, tables to analyze) on a few worker
 * threads. The first failure stops the rest: tasks not yet begun are skipped, as after a cancel.
 */
final class ParallelSteps {
    @FunctionalInterface
    interface Task {
        void run() throws Exception;
    }

    private ParallelSteps() {
    }

    /**
     * Runs the tasks and returns when all are done; throws the first failure, or the cancellation when
     * {@code cancelled} was set meanwhile (tasks it skipped did not run, whatever the count of them says).
     */
    static void run(List<Task> tasks, int threads, String threadName, AtomicBoolean cancelled) throws SQLException {
        // Daemons: a worker that never returns (see awaitAll) must not keep the JVM alive.
        ExecutorService workers = Executors.newFixedThreadPool(threads, r -> {
            Thread th = new Thread(r, threadName);
            th.setDaemon(true);
            return th;
        });
        try {
            CompletionService<Object> done = new ExecutorCompletionService<>(workers);
            for (Task task : tasks) {
                done.submit(() -> {
                    if (!cancelled.get()) {
                        task.run();
                    }
                    return null;
                });
            }
            try {
                awaitAll(done, tasks.size());
            } catch (SQLException | RuntimeException e) {
                cancelled.set(true);
                throw e;
            }
            if (cancelled.get()) {
                throw GenerateErrors.cancelled();
            }
        } catch (InterruptedException e) {
            cancelled.set(true);
            Thread.currentThread().interrupt();
            throw GenerateErrors.cancelled();
        } finally {
            workers.shutdownNow();
        }
    }

    /**
     * Waits for every task in the order they end, so the first failure ends the wait at once: a worker that never
     * returns (H2 2.x spins in its store once another session's write found the disk full) cannot hide the failure
     * that stopped the phase.
     */
    private static void awaitAll(CompletionService<Object> done, int tasks) throws InterruptedException, SQLException {
        for (int i = 0; i < tasks; i++) {
            try {
                done.take().get();
            } catch (ExecutionException e) {
                throw unwrap(e);
            }
        }
    }

    private static SQLException unwrap(ExecutionException e) {
        Throwable c = e.getCause();
        if (c instanceof SQLException sql) {
            return sql;
        }
        if (c instanceof RuntimeException re) {
            throw re;
        }
        return new SQLException(c.getMessage(), c);
    }
}
