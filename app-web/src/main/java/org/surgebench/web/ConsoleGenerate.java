package org.surgebench.web;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;

/**
 * One generation the console started: the phase it is in, how far (units done of the phase's total), the ETA
 * of the phase from its own pace, then the rows each table got or the sentence it failed with. The engine does
 * the work ({@code Surgebench.startGenerate}); this only listens and keeps what a browser polls for.
 */
final class ConsoleGenerate implements GenerateListener {
    final String id;
    private final String workload;
    private volatile GenerateSession session;
    private String phase = "starting";
    private long total;
    private String unit = "";
    private long done;
    private long phaseStartNanos = System.nanoTime();
    private volatile GenerateReport report;
    private volatile String failure;

    ConsoleGenerate(String id, String workload) {
        this.id = id;
        this.workload = workload;
    }

    /** Waits for the generation's end on a thread of its own, returning at once. */
    void follow(GenerateSession s) {
        session = s;
        Thread.ofPlatform().daemon(true).name("surge-web-generate-" + id).start(() -> {
            try {
                report = s.await();
            } catch (SurgeException e) {
                failure = e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "The console stopped before the generation ended.";
            } catch (RuntimeException e) {
                failure = "The generation failed: " + e;
            }
        });
    }

    void cancel() {
        GenerateSession s = session;
        if (s != null) {
            s.cancel();
        }
    }

    synchronized Map<String, Object> status() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("workload", workload);
        boolean finished = report != null || failure != null;
        // A phase that counts nothing (creating, finishing) has no "0 of 0" to show: its progress is null.
        boolean counted = total > 0;
        out.put("phase", report != null ? "finished" : failure != null ? "failed in " + phase : phase);
        out.put("done", counted ? done : null);
        out.put("total", counted ? total : null);
        out.put("unit", counted ? unit : null);
        out.put("percent", report != null ? 100.0 : counted ? Math.min(100.0, 100.0 * done / total) : 0.0);
        out.put("etaSeconds", eta());
        out.put("finished", finished);
        if (failure != null) {
            out.put("failure", failure);
        }
        GenerateReport r = report;
        if (r != null) {
            Map<String, Long> rows = new LinkedHashMap<>();
            r.tables().forEach(t -> rows.put(t.table(), t.rows()));
            out.put("rows", rows);
            out.put("seconds", r.seconds());
        }
        return out;
    }

    /** Seconds left in the running phase at its pace so far; null before there is a pace to go by. */
    private Double eta() {
        if (total <= 0 || done <= 0 || done >= total) {
            return null;
        }
        double elapsed = (System.nanoTime() - phaseStartNanos) / 1e9;
        return elapsed * (total - done) / done;
    }

    @Override
    public synchronized void onPhaseStart(String p, long phaseTotal, String phaseUnit) {
        phase = p.toLowerCase(Locale.ROOT);
        total = phaseTotal;
        unit = phaseUnit;
        done = 0;
        phaseStartNanos = System.nanoTime();
    }

    @Override
    public synchronized void onProgress(String p, long units, long bytes) {
        done = units;
    }

    @Override
    public synchronized void onPhaseEnd(String p, double seconds) {
        done = total;
    }
}
