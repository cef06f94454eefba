package org.surgebench.cli;

import java.io.PrintStream;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import org.surgebench.core.generate.GenerateListener;

/**
 * Generation progress on stderr, one phase at a time. On a terminal: a bar per phase, redrawn in place and
 * as wide as the terminal says it is (asked once per phase: the bar library would otherwise start `tty`
 * processes for every bar). Not on a terminal (a log, a pipe): a plain line every {@link #PLAIN_EVERY_NANOS}
 * and one when the phase ends, with no carriage returns, also while no unit of the phase finishes (an index
 * build of a billion rows is one statement: a ticker thread prints the line with the time so far). Both with
 * formatted counts, speeds and ETA ({@link ProgressLine}).
 */
final class ConsoleProgress implements GenerateListener {
    static final long PLAIN_EVERY_NANOS = 10_000_000_000L;

    private final PrintStream out;
    private final boolean terminal;
    private final long plainEveryNanos;
    private ProgressBar bar;
    private LineConsumer line;
    // Read by the bar's own redraw thread without the lock: holding it there could deadlock with close().
    private volatile String unit = "";
    private volatile long total;
    private volatile long bytes;
    private volatile long phaseStart;
    private String phase;
    /** Units and bytes done before this generation resumed the phase: they count, but not for speeds. */
    private volatile long resumedDone;

    private volatile long resumedBytes;
    private long done;
    private long lastPlainLine;
    /** A phase is running (between its start and its end): what the ticker reports on. */
    private boolean running;

    private java.util.concurrent.ScheduledExecutorService ticker;

    ConsoleProgress() {
        this(System.err, TerminalSize.stderrIsTerminal());
    }

    ConsoleProgress(PrintStream out, boolean terminal) {
        this(out, terminal, PLAIN_EVERY_NANOS);
    }

    ConsoleProgress(PrintStream out, boolean terminal, long plainEveryNanos) {
        this.out = out;
        this.terminal = terminal;
        this.plainEveryNanos = plainEveryNanos;
    }

    @Override
    public synchronized void onPhaseStart(String phase, long total, String unit) {
        close();
        this.phase = phase;
        this.unit = unit;
        resumedDone = 0;
        resumedBytes = 0;
        this.total = Math.max(total, 1);
        done = 0;
        bytes = 0;
        phaseStart = System.nanoTime();
        lastPlainLine = phaseStart;
        running = true;
        if (!terminal && ticker == null && plainEveryNanos > 0) {
            ticker = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "surge-progress");
                t.setDaemon(true);
                return t;
            });
            long every = Math.max(1_000_000, plainEveryNanos / 4);
            ticker.scheduleAtFixedRate(this::tick, every, every, java.util.concurrent.TimeUnit.NANOSECONDS);
        }
        if (terminal) {
            line = new LineConsumer(out, TerminalSize.columns());
            bar = new ProgressBarBuilder()
                    .setTaskName(phase)
                    .setInitialMax(this.total)
                    .setUpdateIntervalMillis(250)
                    .setRenderer((state, maxLength) ->
                            line(state.getTaskName(), state.getCurrent()).withBar(maxLength))
                    .setConsumer(line)
                    .continuousUpdate()
                    .build();
        }
    }

    @Override
    public synchronized void onProgress(String phase, long done, long bytes) {
        this.done = done;
        this.bytes = bytes;
        if (bar != null) {
            bar.stepTo(done);
        } else if (!terminal && System.nanoTime() - lastPlainLine >= plainEveryNanos) {
            lastPlainLine = System.nanoTime();
            out.println(line(phase, done).plain());
        }
    }

    /** Off a terminal: the line of a running phase that said nothing for {@link #plainEveryNanos}. */
    private synchronized void tick() {
        if (running && System.nanoTime() - lastPlainLine >= plainEveryNanos) {
            lastPlainLine = System.nanoTime();
            out.println(line(phase, done).plain());
        }
    }

    @Override
    public synchronized void onPhaseResumed(String phase, long done, long bytes) {
        resumedDone = done;
        resumedBytes = bytes;
        onProgress(phase, done, bytes);
    }

    @Override
    public synchronized void onPhaseEnd(String phase, double seconds) {
        running = false;
        if (bar != null) {
            bar.stepTo(bar.getMax());
            close();
        } else if (!terminal) {
            out.println(line(phase, Math.max(done, total)).finished());
        }
    }

    @Override
    public void onMessage(String message) {
        out.println(message);
    }

    private ProgressLine line(String phase, long current) {
        return new ProgressLine(
                phase, current, total, unit, (System.nanoTime() - phaseStart) / 1e9, bytes, resumedDone, resumedBytes);
    }

    /**
     * Ends the bar of a phase that failed, so the error sentence that follows starts on a line of its own
     * (a bar may be left mid-line, e.g. when its final redraw was cut short).
     */
    synchronized void abandon() {
        running = false;
        boolean shown = bar != null;
        close();
        if (shown) {
            out.println();
            out.flush();
        }
    }

    /**
     * Ends the phase's bar where it stood (never drawn to 100 %) and says so on the next line: "load
     * cancelled at 45%: ...", on a terminal and in a log alike (Ctrl-C during generate).
     */
    synchronized void cancelled() {
        if (phase == null) {
            return;
        }
        running = false;
        String text = line(phase, done).cancelled();
        close();
        out.println(text);
        out.flush();
        phase = null;
    }

    private void close() {
        if (bar != null) {
            bar.close();
            // A bar closed before its first scheduled redraw is drawn but never ended: end its line here.
            line.close();
            bar = null;
        }
    }

    /** Redraws one line in place (carriage return) and ends it once, however the bar is closed. */
    private static final class LineConsumer implements ProgressBarConsumer {
        private final PrintStream out;
        private final int width;
        private boolean drawn;
        private boolean ended;

        LineConsumer(PrintStream out, int width) {
            this.out = out;
            this.width = width;
        }

        @Override
        public int getMaxRenderedLength() {
            return width;
        }

        @Override
        public synchronized void accept(String rendered) {
            if (!ended) {
                out.print('\r');
                out.print(rendered);
                out.flush();
                drawn = true;
            }
        }

        @Override
        public synchronized void close() {
            if (drawn && !ended) {
                out.println();
                out.flush();
            }
            ended = true;
        }
    }
}
