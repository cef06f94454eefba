package org.surgebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.sweep.SweepStep;

/**
 * What both of the CLI's sweeps (over users, over an option) share: Ctrl-C stops the step running, after which
 * the sweep writes that step's results and ends; and the files written are listed at the end.
 */
abstract class StoppableSweep implements Sweep.Listener {
    private final List<RunSession> current = new ArrayList<>(1);

    /** From now on, Ctrl-C stops the step running (a second Ctrl-C quits at once). */
    StoppableSweep() {
        Signals.onInterrupt(
                "Stopping the sweep after this step's results are written (Ctrl-C again to quit at once)...", () -> {
                    synchronized (current) {
                        current.forEach(RunSession::interrupt);
                    }
                });
    }

    @Override
    public final void stepStarted(int index, int users, RunSession session) {
        synchronized (current) {
            current.clear();
            current.add(session);
        }
    }

    /** Each run of a repeated step (sweep --repeat N), before the step's mean. */
    @Override
    public void runFinished(int index, int run, SweepStep s) {
        System.out.println(String.format(
                Locale.ROOT,
                "    run %d: %.1f TPS, avg %.2f ms, p95 %.2f ms, %d errors (%s)",
                run,
                s.tps(),
                s.avgMs(),
                s.p95Ms(),
                s.errors(),
                s.stopReason()));
    }

    /** The sweep's files, by kind, if it wrote any. */
    static void printFiles(Map<String, String> files) {
        if (!files.isEmpty()) {
            System.out.println("Sweep written:");
            files.forEach((k, v) -> System.out.println("  " + k + ": " + v));
        }
    }
}
