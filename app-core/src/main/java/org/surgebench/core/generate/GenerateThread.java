package org.surgebench.core.generate;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.surgebench.core.common.SurgeException;

/** A generation on a thread of its own: what {@link Generator#start} returns. */
final class GenerateThread implements GenerateSession {
    private final AtomicBoolean cancelled;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile GenerateReport report;
    private volatile Throwable failure;

    /** The flag is the one the generator polls between chunks. */
    GenerateThread(AtomicBoolean cancelled) {
        this.cancelled = cancelled;
    }

    /** Starts {@code work} on a daemon thread: a generation left running must not keep the JVM alive. */
    GenerateThread start(java.util.function.Supplier<GenerateReport> work) {
        Thread.ofPlatform().daemon(true).name("surge-generate-main").start(() -> {
            try {
                report = work.get();
            } catch (Throwable t) {
                failure = t;
            } finally {
                finished.countDown();
            }
        });
        return this;
    }

    @Override
    public void cancel() {
        cancelled.set(true);
    }

    @Override
    public GenerateReport await() throws InterruptedException {
        finished.await();
        if (failure instanceof RuntimeException re) {
            throw re;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        if (failure != null) {
            throw new SurgeException(
                    SurgeException.RUN_FAILED, "The generation failed: " + failure.getMessage(), failure);
        }
        return report;
    }

    @Override
    public boolean isFinished() {
        return finished.getCount() == 0;
    }
}
