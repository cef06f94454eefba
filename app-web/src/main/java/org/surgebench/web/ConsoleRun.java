package org.surgebench.web;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/**
 * One run the console started, as the API shows it: its phase, its live user count, its figures of each second
 * and its event log, then its result or the sentence it failed with. The engine does the work
 * ({@code Surgebench.start}, {@link RunSession}); this only listens and keeps what a browser polls for. The
 * seconds kept are bounded ({@value #SECONDS_KEPT}), so a long run does not grow the console's heap; a finished
 * run keeps its summary line and the name of its results file, not the result (its series and histograms are in
 * that file), so that the runs of a console left up for days do not add up in its heap.
 */
final class ConsoleRun implements RunListener {
    static final int SECONDS_KEPT = 3600;
    private static final int EVENTS_KEPT = 200;

    final String id;
    private final String workload;
    private final String where;
    private final String user;
    private final Deque<LiveSecond> seconds = new ArrayDeque<>();
    private final Deque<String> events = new ArrayDeque<>();
    private long secondsSeen;
    private volatile RunPhase phase = RunPhase.CONNECTING;
    private volatile int users;
    private volatile RunSession session;
    private volatile boolean stopAsked;
    private volatile ResultLine summary;
    private volatile String resultFile;
    private volatile String writeProblem;
    /** The result itself, only when no results file holds it (it could not be written). */
    private volatile RunResult unwritten;

    private volatile String failure;

    ConsoleRun(String id, RunSpec spec) {
        this.id = id;
        this.workload = spec.workload();
        this.where = spec.connection().where();
        this.user = spec.connection().user();
        this.users = spec.users();
        spec.listener(this);
    }

    /** Starts the run on a thread of its own (connecting blocks), returning at once. */
    void start(Function<RunSpec, RunSession> engine, RunSpec spec, java.util.function.Consumer<RunResult> ended) {
        Thread.ofPlatform().daemon(true).name("surge-web-run-" + id).start(() -> {
            try {
                RunSession s = engine.apply(spec);
                session = s;
                if (stopAsked) {
                    s.stop();
                }
                RunResult r = s.await();
                ended(r);
                ended.accept(r);
            } catch (SurgeException e) {
                failure = e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "The console stopped before the run ended.";
            } catch (RuntimeException e) {
                failure = "The run failed: " + e;
            } finally {
                // The session holds the whole run (its users, histograms, series): not kept past its end.
                session = null;
                phase = RunPhase.FINISHED;
            }
        });
    }

    void stop() {
        stopAsked = true;
        RunSession s = session;
        if (s != null) {
            s.stop();
        }
    }

    /** Sets the live run's user count; false when the run is not live (still connecting, or over). */
    boolean setUsers(int n) {
        RunSession s = session;
        if (s == null || s.isFinished()) {
            return false;
        }
        s.setUsers(n);
        users = n;
        return true;
    }

    private void ended(RunResult r) {
        resultFile = r.files() == null ? null : r.files().get("json");
        writeProblem = r.writeProblem();
        unwritten = resultFile == null ? r : null;
        summary = ResultLine.of(r);
    }

    boolean finished() {
        return summary != null || failure != null;
    }

    /** Whether the run ended with a result (written or not). */
    boolean hasResult() {
        return summary != null;
    }

    /** The path of the result's JSON file, as the engine wrote it; null when not written. */
    String resultFile() {
        return resultFile;
    }

    /** The result, when no file holds it; null otherwise. */
    RunResult unwrittenResult() {
        return unwritten;
    }

    /**
     * What a poll sees: the run's state and the seconds after {@code after} (those it has not seen yet). Never
     * the password: the URL is masked, the user named.
     */
    synchronized Map<String, Object> status(long after) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("workload", workload);
        out.put("url", where);
        out.put("user", user);
        out.put("phase", phase.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        out.put("users", users);
        out.put("finished", finished());
        out.put("secondsSeen", secondsSeen);
        List<LiveSecond> newer = new ArrayList<>();
        for (LiveSecond s : seconds) {
            if (s.second() > after) {
                newer.add(s);
            }
        }
        out.put("seconds", newer);
        out.put("events", List.copyOf(events));
        if (failure != null) {
            out.put("failure", failure);
        }
        if (summary != null) {
            out.put("summary", summary);
            if (writeProblem != null) {
                out.put("writeProblem", writeProblem);
            }
        }
        return out;
    }

    @Override
    public void onPhase(RunPhase p) {
        phase = p;
        event("Phase: " + p.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    }

    @Override
    public synchronized void onInterval(IntervalSnapshot s) {
        secondsSeen++;
        seconds.addLast(LiveSecond.of(secondsSeen, s));
        if (seconds.size() > SECONDS_KEPT) {
            seconds.removeFirst();
        }
    }

    @Override
    public void onUsersChanged(int target) {
        users = target;
    }

    @Override
    public void onEvent(String message) {
        event(message);
    }

    private synchronized void event(String message) {
        events.addLast(message);
        if (events.size() > EVENTS_KEPT) {
            events.removeFirst();
        }
    }
}
