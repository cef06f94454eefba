package org.surgebench.workloads.io;

import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;

/**
 * One SLOB iteration's inputs, drawn once by both forms of a transaction (threads and event loops) in one order:
 * the user's iteration number, the key range (low, top] it works on and, for UPDATE, the new column values.
 */
record IoIteration(long number, long low, long top, List<String> texts) {

    /** READ's and SCAN's inputs (SCAN uses only the number): no column values. */
    static IoIteration of(IoRun run, int userId, Rng random) {
        long number = run.next(userId);
        long top = run.rangeTop(random, number);
        return new IoIteration(number, top - run.knobs().workUnit(), top, List.of());
    }

    /** UPDATE's inputs: the range, then a text for each column it sets. */
    static IoIteration withTexts(IoRun run, int userId, Rng random) {
        IoIteration range = of(run, userId, random);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < run.updatedColumns(); i++) {
            texts.add(IoRows.text(random));
        }
        return new IoIteration(range.number(), range.low(), range.top(), List.copyOf(texts));
    }

    /** SCAN's: the iteration number only (it reads the whole table, and draws nothing). */
    static IoIteration numberOnly(IoRun run, int userId) {
        return new IoIteration(run.next(userId), 0, 0, List.of());
    }
}
