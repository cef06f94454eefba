package org.surgebench.web;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/** The runs this console started, by their id ("1", "2"...), each started through the engine's front door. */
final class ConsoleRuns {
    private final Function<RunSpec, RunSession> engine;
    private final Consumer<RunResult> ended;
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
        runs.put(run.id, run);
        run.start(engine, spec, ended);
        return run;
    }

    Optional<ConsoleRun> get(String id) {
        return Optional.ofNullable(runs.get(id));
    }

    /** Stops every live run (the console is closing): their results are still written. */
    void stopAll() {
        runs.values().forEach(ConsoleRun::stop);
    }
}
