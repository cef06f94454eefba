package org.surgebench.core.merge;

import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.StatementCounts;

/**
 * The sums of a merge, exact: no generator's result holds a count below zero or counts that add up past what a
 * count can hold, so a file that does (crafted or damaged) is refused with one sentence instead of giving a total
 * that wrapped around to a negative number.
 */
final class Counts {
    private Counts() {}

    static long add(long a, long b) {
        if (a < 0 || b < 0) {
            throw refused("a count below zero (" + Math.min(a, b) + ")");
        }
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw refused("counts that add up to more than " + Long.MAX_VALUE);
        }
    }

    static int addInts(int a, int b) {
        long sum = add(a, b);
        if (sum > Integer.MAX_VALUE) {
            throw refused("counts that add up to more than " + Integer.MAX_VALUE);
        }
        return (int) sum;
    }

    static StatementCounts add(StatementCounts a, StatementCounts b) {
        return new StatementCounts(
                add(a.select(), b.select()),
                add(a.insert(), b.insert()),
                add(a.update(), b.update()),
                add(a.delete(), b.delete()),
                add(a.commit(), b.commit()),
                add(a.rollback(), b.rollback()),
                add(a.other(), b.other()));
    }

    /** All the statements, as {@link StatementCounts#total()} but exact. */
    static long total(StatementCounts s) {
        long[] kinds = {s.select(), s.insert(), s.update(), s.delete(), s.commit(), s.rollback(), s.other()};
        long total = 0;
        for (long k : kinds) {
            total = add(total, k);
        }
        return total;
    }

    private static SurgeException refused(String what) {
        return SurgeException.usage("The results hold " + what + ", which no run counts: merge the files the "
                + "generators wrote, unedited; nothing was written.");
    }
}
