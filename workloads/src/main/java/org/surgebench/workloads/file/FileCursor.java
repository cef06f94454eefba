package org.surgebench.workloads.file;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Rng;

/**
 * One execution of a workload file's transaction, as both executors walk it (the threads' {@link FileTransaction},
 * the event loops' {@link FileOnEventLoop}): which statement runs next (a step's repeat count drawn as it begins, the
 * values no earlier statement used forgotten each time it runs again), the values each binds (a parameter drawn
 * when a statement first uses it), and what a statement's rows decide. So both draw the same numbers in the same
 * order and send the same statements.
 */
final class FileCursor {
    private final RunState.Plan plan;
    private final Rng rng;
    private final Map<String, Object> values = new HashMap<>();
    private int step;
    /** How many times the current step runs; -1 before its count is drawn. */
    private long times = -1;

    private long done;

    FileCursor(RunState.Plan plan, Rng rng) {
        this.plan = plan;
        this.rng = rng;
    }

    /** The next statement to run; null when every step has run its times. */
    RunState.Step next() {
        while (step < plan.steps().size()) {
            RunState.Step s = plan.steps().get(step);
            if (times < 0) {
                times = s.repeat() == null
                        ? 1
                        : rng.between(s.repeat().min(), s.repeat().max());
                done = 0;
            }
            if (done < times) {
                done++;
                values.keySet().removeAll(s.fresh());
                return s;
            }
            step++;
            times = -1;
        }
        return null;
    }

    /** The values the statement binds, in order: each kept from earlier, or drawn now. */
    List<Object> parameters(RunState.Step s) {
        List<Object> out = new ArrayList<>(s.names().size());
        for (String name : s.names()) {
            out.add(values.containsKey(name) ? values.get(name) : draw(name));
        }
        return out;
    }

    private Object draw(String name) {
        Object v = plan.draws().get(name).draw(rng);
        values.put(name, v);
        return v;
    }

    /** Keeps the first row's values under the statement's {@code into} names ({@code row} in column order). */
    void firstRow(RunState.Step s, List<Object> row) {
        for (int i = 0; i < s.into().size(); i++) {
            values.put(s.into().get(i), row.get(i));
        }
    }

    /**
     * What the statement's {@code rows} rows decide: null to go on, or how the transaction ends (a statement with
     * {@code into} that returned no row: {@code ROLLBACK} or {@code COMMIT}; {@code continue} sets its names to
     * null and goes on).
     */
    IfEmpty ending(RunState.Step s, long rows) {
        if (rows > 0 || s.into().isEmpty()) {
            return null;
        }
        if (s.ifEmpty() == IfEmpty.CONTINUE) {
            s.into().forEach(n -> values.put(n, null));
            return null;
        }
        return s.ifEmpty();
    }

    /** The transaction's think time after it commits; null for none. */
    Ranges.Pauses think() {
        return plan.think();
    }
}
