package org.surgebench.gui;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The models' UI thread in plain JUnit: one thread that runs the hand-offs in order, as JavaFX's application
 * thread does, so the models are tested without a stage. The test reads and drives the models on it too.
 */
final class UiThread implements Executor, AutoCloseable {
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "test-ui");
        t.setDaemon(true);
        return t;
    });

    @Override
    public void execute(Runnable task) {
        thread.execute(task);
    }

    /** Runs {@code task} on the UI thread and waits for it. */
    void run(Runnable task) {
        get(() -> {
            task.run();
            return null;
        });
    }

    /** Reads {@code value} on the UI thread. */
    <T> T get(Supplier<T> value) {
        try {
            return thread.submit(value::get).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new AssertionError(e.getCause());
        }
    }

    /**
     * Waits for something the engine does in the background. The limit is generous on purpose: it only
     * matters when the model is broken, and a shared 2-core machine can be very slow.
     */
    void waitUntil(String what, int seconds, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (!get(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("Waited " + seconds + " s for: " + what);
            }
            Thread.sleep(50);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
