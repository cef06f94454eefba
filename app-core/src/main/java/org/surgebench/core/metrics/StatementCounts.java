package org.surgebench.core.metrics;

import org.surgebench.core.spi.StatementKind;

/** Statements executed, by kind. */
public record StatementCounts(
        long select, long insert, long update, long delete, long commit, long rollback, long other) {

    public static final StatementCounts ZERO = new StatementCounts(0, 0, 0, 0, 0, 0, 0);

    static StatementCounts of(long[] byKind) {
        return new StatementCounts(
                byKind[StatementKind.SELECT.ordinal()],
                byKind[StatementKind.INSERT.ordinal()],
                byKind[StatementKind.UPDATE.ordinal()],
                byKind[StatementKind.DELETE.ordinal()],
                byKind[StatementKind.COMMIT.ordinal()],
                byKind[StatementKind.ROLLBACK.ordinal()],
                byKind[StatementKind.OTHER.ordinal()]);
    }

    /** All statements that count toward QPS. */
    public long total() {
        return select + insert + update + delete + commit + rollback + other;
    }

    public long writes() {
        return insert + update + delete;
    }

    public StatementCounts plus(StatementCounts o) {
        return new StatementCounts(
                select + o.select,
                insert + o.insert,
                update + o.update,
                delete + o.delete,
                commit + o.commit,
                rollback + o.rollback,
                other + o.other);
    }
}
