package org.surgebench.cli;

import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.surgebench.core.generate.GenerateListener;

/** A progress bar per generation phase on stderr: count, rate, ETA, and MB/s while loading. */
final class ConsoleProgress implements GenerateListener {
    /**
     * A fixed width: without one the progress bar library asks the terminal for its width by starting
     * `tty` processes, two dozen per generation, ~1 s of a short generation's wall time.
     */
    private static final int WIDTH = width();

    private ProgressBar bar;
    private long phaseStart;

    @Override
    public synchronized void onPhaseStart(String phase, long total, String unit) {
        close();
        phaseStart = System.nanoTime();
        bar = new ProgressBarBuilder().setTaskName(String.format(Locale.ROOT, "%-8s", phase))
                .setInitialMax(Math.max(total, 1)).setUnit(" " + unit, 1).showSpeed()
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250)
                .setConsumer(new ConsoleProgressBarConsumer(System.err, WIDTH)).continuousUpdate().build();
    }

    @Override
    public synchronized void onProgress(String phase, long done, long bytes) {
        if (bar == null) {
            return;
        }
        bar.stepTo(done);
        if (bytes > 0) {
            double secs = Math.max(1e-3, (System.nanoTime() - phaseStart) / 1e9);
            bar.setExtraMessage(String.format(Locale.ROOT, "%.1f MB/s", bytes / 1e6 / secs));
        }
    }

    @Override
    public synchronized void onPhaseEnd(String phase, double seconds) {
        if (bar != null) {
            bar.stepTo(bar.getMax());
        }
        close();
    }

    @Override
    public void onMessage(String message) {
        System.err.println(message);
    }

    private static int width() {
        try {
            int columns = Integer.parseInt(System.getenv().getOrDefault("COLUMNS", ""));
            return Math.max(60, columns);
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    /**
     * Ends the bar of a phase that failed, so the error sentence that follows starts on a line of its own
     * (a bar may be left mid-line, e.g. when its final redraw was cut short).
     */
    synchronized void abandon() {
        boolean shown = bar != null || phaseStart != 0;
        close();
        if (shown) {
            System.err.println();
            System.err.flush();
        }
    }

    private void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
