package org.surgebench.cli;

import java.io.PrintStream;
import java.util.Locale;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;

/**
 * Prints one line per second while a run is live, under 80 columns (TPM is that second's rate per minute), and
 * the run's phase changes.
 */
final class ConsoleRunListener implements RunListener {
    private final PrintStream out;
    private final boolean quiet;
    private int lines;
    /** The line that says the run starts, printed before anything else; null once printed or when none. */
    private String starting;

    ConsoleRunListener(PrintStream out, boolean quiet) {
        this(out, quiet, null);
    }

    /**
     * With {@code starting} ("Starting 8 users of soe ...") printed at the run's first word to its listeners:
     * the engine says nothing to them before the mix, variant, weights, connection and schema were checked
     * ({@code LoadRun.start}), so a run refused for any of them never claims to have started.
     */
    ConsoleRunListener(PrintStream out, boolean quiet, String starting) {
        this.out = out;
        this.quiet = quiet;
        this.starting = starting;
    }

    private synchronized void started() {
        if (starting != null) {
            out.println(starting);
            starting = null;
        }
    }

    @Override
    public void onUsersChanged(int target) {
        started();
    }

    @Override
    public void onPhase(RunPhase phase) {
        started();
        switch (phase) {
            case WARM_UP -> out.println("Warming up (not measured)...");
            case MEASURING -> out.println("Measuring...");
            case STOPPING -> out.println("Stopping users...");
            default -> {}
        }
    }

    @Override
    public void onInterval(IntervalSnapshot s) {
        started();
        if (quiet) {
            return;
        }
        if (lines++ % 20 == 0) {
            out.println(String.format(
                    Locale.ROOT,
                    "%8s %5s %9s %10s %9s %8s %8s %6s",
                    "elapsed",
                    "users",
                    "TPS",
                    "TPM",
                    "QPS",
                    "avg ms",
                    "p95 ms",
                    "errors"));
        }
        out.println(String.format(
                Locale.ROOT,
                "%7.0fs %5d %9.1f %,10.0f %9.1f %8.2f %8.2f %6d%s",
                s.elapsedSeconds(),
                s.users(),
                s.tps(),
                s.tps() * 60,
                s.qps(),
                s.avgMs(),
                s.p95Ms(),
                s.errors(),
                s.measured() ? "" : "  warm-up"));
    }

    @Override
    public void onEvent(String message) {
        started();
        if (!quiet && !message.startsWith("User ")) {
            out.println("  " + message);
        }
    }
}
