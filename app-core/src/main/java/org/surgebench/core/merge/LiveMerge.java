package org.surgebench.core.merge;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.settings.GeneratorShare;

/**
 * One run of N load generators ({@code --generator K/N --coordinator URL}) as it happens: each generator reports
 * its 1-second figures ({@link CoordinatorLink}) and gets back what the run should do (the whole run's users, a
 * stop). The run's live series is the generators' lined up by wall clock and added up exactly as {@code surge
 * merge} adds up their results' series ({@link SeriesMerge}); once all N results are in, the merged result is
 * {@link ResultMerge}'s, i.e. the one {@code surge merge} writes. Thread-safe; the seconds kept per generator
 * are bounded ({@value #SECONDS_KEPT}), so a long run does not grow the holder's heap.
 */
public final class LiveMerge {
    public static final int SECONDS_KEPT = 3600;

    /** What a generator is told after each second: the whole run's users (null: unchanged) and whether to stop. */
    public record Directions(Integer totalUsers, boolean stop) {}

    private final String runId;
    private int count;
    private final Map<Integer, Deque<IntervalSnapshot>> seconds = new TreeMap<>();
    private final Map<Integer, Integer> totalUsersReported = new TreeMap<>();
    private final Map<Integer, RunResult> results = new TreeMap<>();
    private Integer totalUsersAsked;
    private boolean stopAsked;
    private RunResult merged;

    public LiveMerge(String runId) {
        this.runId = runId;
    }

    public String runId() {
        return runId;
    }

    /** Records generator {@code g}'s second (its run being of {@code totalUsers} users) and says what to do. */
    public synchronized Directions second(GeneratorShare g, int totalUsers, IntervalSnapshot s) {
        check(g);
        if (s == null || s.endedAt() == null) {
            throw SurgeException.usage("A generator's second must say when it ended (endedAt).");
        }
        Deque<IntervalSnapshot> mine = seconds.computeIfAbsent(g.index(), k -> new ArrayDeque<>());
        mine.addLast(s);
        if (mine.size() > SECONDS_KEPT) {
            mine.removeFirst();
        }
        totalUsersReported.put(g.index(), totalUsers);
        return new Directions(totalUsersAsked, stopAsked);
    }

    /** Records generator {@code g}'s result; with all N in, the merged result is made (once). */
    public synchronized void result(GeneratorShare g, RunResult r) {
        check(g);
        if (r.generator() == null
                || r.generator().index() != g.index()
                || r.generator().count() != g.count()) {
            throw SurgeException.usage("The result sent as generator " + g + "'s is not that generator's.");
        }
        results.put(g.index(), r);
        if (results.size() == count && merged == null) {
            List<RunResult> parts = new ArrayList<>(results.values());
            List<String> files = new ArrayList<>();
            parts.forEach(p -> files.add(p.files() == null ? null : p.files().get("json")));
            merged = ResultMerge.merge(parts, files);
        }
    }

    /**
     * Asks for {@code total} users over the whole run; each generator takes its share as {@code --generator}
     * splits them, so each needs at least one.
     */
    public synchronized void setUsers(int total) {
        if (count > 0 && total < count) {
            throw SurgeException.usage("The run has " + count + " generators: give it at least " + count
                    + " users, one each (got " + total + ").");
        }
        totalUsersAsked = total;
    }

    public synchronized void stop() {
        stopAsked = true;
    }

    /** The whole run's users: the last asked, else what the generators were started with (0 before any second). */
    public synchronized int totalUsers() {
        if (totalUsersAsked != null) {
            return totalUsersAsked;
        }
        return totalUsersReported.values().stream().findFirst().orElse(0);
    }

    /** How many generators the run has (0 before the first reported). */
    public synchronized int generators() {
        return count;
    }

    /**
     * The run's series so far: every generator's seconds lined up by wall clock and added up, the seconds before
     * each generator's newest one only: a second some generator has yet to send, or may still add a short
     * closing interval to, is not shown half-counted, so a second once shown does not change. Once all results
     * are in, all of it.
     */
    public synchronized List<IntervalSnapshot> series() {
        if (count == 0 || seconds.size() < count) {
            return List.of();
        }
        List<List<IntervalSnapshot>> parts = new ArrayList<>();
        seconds.values().forEach(d -> parts.add(List.copyOf(d)));
        Instant origin = SeriesMerge.origin(parts);
        long settled = Long.MAX_VALUE;
        for (Map.Entry<Integer, Deque<IntervalSnapshot>> e : seconds.entrySet()) {
            if (!results.containsKey(e.getKey())) {
                settled = Math.min(
                        settled, SeriesMerge.secondOf(origin, e.getValue().peekLast()) - 1);
            }
        }
        List<IntervalSnapshot> out = new ArrayList<>();
        for (IntervalSnapshot s : SeriesMerge.merge(parts)) {
            if (s.elapsedSeconds() <= settled) {
                out.add(s);
            }
        }
        return out;
    }

    /** Each generator's newest second, by generator number (the per-generator lines of the view). */
    public synchronized Map<Integer, IntervalSnapshot> latest() {
        Map<Integer, IntervalSnapshot> out = new LinkedHashMap<>();
        seconds.forEach((k, d) -> out.put(k, d.peekLast()));
        return out;
    }

    /** The generators whose results are in, by number. */
    public synchronized List<Integer> finished() {
        return List.copyOf(results.keySet());
    }

    /** The merged result once every generator's result is in, else null. */
    public synchronized RunResult merged() {
        return merged;
    }

    private void check(GeneratorShare g) {
        if (count == 0) {
            count = g.count();
        } else if (g.count() != count) {
            throw SurgeException.usage("Run " + runId + " has " + count + " generators; generator " + g
                    + " belongs to another run: give each run its own --run-id.");
        }
    }
}
