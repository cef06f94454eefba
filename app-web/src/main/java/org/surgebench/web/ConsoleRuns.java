package org.surgebench.web;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/**
 * The runs this console started, by their id ("1", "2"...), each started through the engine's front door. The
 * finished ones kept are the last {@value #FINISHED_KEPT}: older ones are found in the history (their files).
 */
final class ConsoleRuns {
    private final Function<RunSpec, RunSession> engine;
    private final Consumer<RunResult> ended;
    static final int FINISHED_KEPT = 50;

    private final Map<String, ConsoleRun> runs = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong();

    /**
     * @param engine starts a run and returns at once ({@code Surgebench::start})
     * @param ended  told each result, once written (the history records it)
     */
    ConsoleRuns(Function<RunSpec, RunSession> engine, Consumer<RunResult> ended) {
        this.engine = engine;
        this.ended = ended;
    }

    /** Starts the run the spec asks for; checked first, so a bad setting is one sentence and nothing starts. */
    ConsoleRun start(RunSpec spec) {
        spec.validate();
        ConsoleRun run = new ConsoleRun(String.valueOf(next.incrementAndGet()), spec);
        forgetOldest();
        runs.put(run.id, run);
        run.start(engine, spec, ended);
        return run;
    }

    /** Forgets the oldest finished runs beyond the last {@value #FINISHED_KEPT}. */
    private synchronized void forgetOldest() {
        List<Long> finished = runs.values().stream()
                .filter(ConsoleRun::finished)
                .map(r -> Long.parseLong(r.id))
                .sorted()
                .toList();
        for (int i = 0; i < finished.size() - FINISHED_KEPT; i++) {
            runs.remove(String.valueOf(finished.get(i)));
        }
    }

    Optional<ConsoleRun> get(String id) {
        return Optional.ofNullable(runs.get(id));
    }

    /** Stops every live run (the console is closing): their results are still written. */
    void stopAll() {
        runs.values().forEach(ConsoleRun::stop);
    }
}
