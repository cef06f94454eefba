package org.surgebench.workloads.cc;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.workloads.LoopSql;

/**
 * {@link CcCalls} for event-loop users: the same statements of each call, in the same order, with the same state
 * kept between the calls of one transaction (the account, the line, the slots last read), and setPackageCLI as
 * {@link CcChange} checks and writes it. Each call's future completes once its statements have their answers.
 */
final class CcCallsOnEventLoop {
    private static final String ACCOUNT = LoopSql.numbered(CcCalls.ACCOUNT);
    private static final String LOGIN = LoopSql.numbered(CcCalls.LOGIN);
    private static final String NEW_ACCOUNT = LoopSql.numbered(CcCalls.NEW_ACCOUNT);
    private static final String NEW_LINE = LoopSql.numbered(CcCalls.NEW_LINE);
    private static final String NEW_LINE_SLOTS = LoopSql.numbered(CcCalls.NEW_LINE_SLOTS);
    private static final String LINE = LoopSql.numbered(CcCalls.LINE);
    private static final String CURRENT_SLOTS = LoopSql.numbered(CcCalls.CURRENT_SLOTS);
    private static final String HISTORY_SLOTS = LoopSql.numbered(CcCalls.HISTORY_SLOTS);
    private static final String DIAL_CODE = LoopSql.numbered(CcCalls.DIAL_CODE);
    private static final String MOVE = LoopSql.numbered(CcChange.MOVE);
    private static final String HISTORY = LoopSql.numbered(CcChange.HISTORY);
    private static final String COUNT = LoopSql.numbered(CcChange.COUNT);
    /** How long a change waits before it reads the clock again ({@link #after}). */
    private static final long CLOCK_RECHECK_NANOS = 100_000L;

    private final EventLoopContext ctx;
    private long accountId;
    private CcCalls.Line line;
    private List<CcCalls.Slot> slots = List.of();

    CcCallsOnEventLoop(EventLoopContext ctx) {
        this.ctx = ctx;
    }

    /** Account Login: as {@link CcCalls#getCustAccount}. */
    Future<Void> getCustAccount(String name, String pin) {
        line = null;
        slots = List.of();
        LocalDateTime now = CcCalls.now();
        return ctx.query(ACCOUNT, Tuple.of(name, now, now)).compose(rows -> {
            var it = rows.iterator();
            if (!it.hasNext()) {
                return Future.failedFuture(CcCalls.noAccount(name));
            }
            Row r = it.next();
            accountId = r.getLong(0);
            LocalDateTime validTo = r.getLocalDateTime(1);
            boolean pinMatches = pin.equals(r.getString(2));
            int failed = r.getInteger(3);
            LocalDateTime lastFailed = r.getLocalDateTime(4);
            Tuple login = Tuple.of(now, pinMatches ? 0 : failed + 1, pinMatches ? lastFailed : now, accountId, validTo);
            return ctx.update(LOGIN, login).compose(x -> ctx.commit());
        });
    }

    /** Register New Account: as {@link CcCalls#newCustAccount}; the future holds the name. */
    Future<String> newCustAccount(String pin) {
        return nextKey("caseq").compose(id -> {
            String name = CcRows.name(id);
            LocalDateTime now = CcCalls.now();
            Tuple values = Tuple.of(id, CcRows.START, CcRows.END, name, pin, now, CcRows.START);
            return ctx.update(NEW_ACCOUNT, values).compose(x -> ctx.commit()).map(name);
        });
    }

    /** Register Line: as {@link CcCalls#newCustCLI}. */
    Future<Void> newCustCLI(String region, String country, String cli, int callPackage) {
        return dialCode(region, country)
                .compose(dc -> nextKey("ccseq").compose(id -> {
                    Tuple newLine = Tuple.of(
                            id, CcRows.START, CcRows.END, dc, cli, CcRows.UPDATES_ALLOWED, callPackage, accountId);
                    Tuple unused =
                            Tuple.of(id, CcRows.START, CcRows.END, CcRows.UNUSED_DIAL_CODE, CcRows.UNUSED, callPackage);
                    return ctx.update(NEW_LINE, newLine)
                            .compose(x -> ctx.update(NEW_LINE_SLOTS, unused))
                            .compose(x -> ctx.commit());
                }));
    }

    /** Choose Line: as {@link CcCalls#getCustCLI}. */
    Future<Void> getCustCLI(String country, String region, String cli) {
        return dialCode(region, country).compose(dc -> {
            LocalDateTime now = CcCalls.now();
            return ctx.query(LINE, Tuple.of(accountId, dc, cli, now, now, now, now))
                    .compose(rows -> {
                        var it = rows.iterator();
                        if (!it.hasNext()) {
                            return Future.failedFuture(CcCalls.noLine(accountId, region, cli));
                        }
                        Row r = it.next();
                        line = new CcCalls.Line(
                                r.getLong(0), r.getLocalDateTime(1), dc, cli, r.getInteger(2), r.getInteger(3));
                        return Future.succeededFuture();
                    });
        });
    }

    /** Query Calling Circle: as {@link CcCalls#getPackageCLIs}. */
    Future<Void> getPackageCLIs() {
        LocalDateTime now = CcCalls.now();
        return readSlots(ctx.query(CURRENT_SLOTS, Tuple.of(line.id(), now, now, now, now, now, now)))
                .map(read -> {
                    slots = read;
                    return null;
                });
    }

    /** Report Calling Circle History: as {@link CcCalls#qryPackageCLIsHistory}. */
    Future<Void> qryPackageCLIsHistory() {
        LocalDateTime now = CcCalls.now();
        return readSlots(ctx.query(HISTORY_SLOTS, Tuple.of(line.id(), now, now.minusDays(90))))
                .mapEmpty();
    }

    /** The slots of the query, then each slot's dial code read again, one after the other, as the package does. */
    private Future<List<CcCalls.Slot>> readSlots(Future<RowSet<Row>> query) {
        return query.compose(rows -> {
            List<CcCalls.Slot> out = new ArrayList<>();
            for (Row r : rows) {
                out.add(new CcCalls.Slot(
                        r.getInteger(0),
                        r.getLocalDateTime(1),
                        r.getLocalDateTime(2),
                        r.getInteger(3),
                        r.getString(4),
                        r.getString(5),
                        r.getString(6)));
            }
            return dialCodes(out, 0).map(out);
        });
    }

    /** The dial codes of {@code slots} from the {@code i}th on, one after the other. */
    private Future<Void> dialCodes(List<CcCalls.Slot> slots, int i) {
        if (i == slots.size()) {
            return Future.succeededFuture();
        }
        CcCalls.Slot s = slots.get(i);
        return dialCode(s.region(), s.country()).compose(x -> dialCodes(slots, i + 1));
    }

    /** getDialCode: as {@link CcCalls#dialCode}; the future holds the region's id. */
    Future<Integer> dialCode(String region, String country) {
        LocalDateTime now = CcCalls.now();
        return ctx.query(DIAL_CODE, Tuple.of(region, country, now, now, now, now))
                .compose(rows -> {
                    var it = rows.iterator();
                    return it.hasNext()
                            ? Future.succeededFuture(it.next().getInteger(0))
                            : Future.failedFuture(CcCalls.noDialCode(region, country));
                });
    }

    private Future<Long> nextKey(String sequence) {
        return ctx.query(LoopSql.numbered(CcCalls.nextKey(ctx.sql(), sequence)), Tuple.tuple())
                .map(rows -> rows.iterator().next().getLong(0));
    }

    /**
     * Update Calling Circle: as {@link CcChange#setPackageCLI}, the future holds the package's error number (0 for a
     * change written). The wait for the clock to leave the millisecond the slot's row started in is a pause on the
     * event loop's timer, not a spin.
     */
    Future<Integer> setPackageCLI(int slotNo, String region, String country, String cli) {
        return dialCode(region, country).compose(dc -> {
            CcCalls.Slot old;
            try {
                old = CcChange.current(line, slots, slotNo);
            } catch (java.sql.SQLException e) {
                return Future.failedFuture(e);
            }
            return after(old.validFrom()).compose(now -> change(old, dc, region, country, cli, now));
        });
    }

    /** The clock's moment once it has left {@code moment}'s millisecond. */
    private Future<LocalDateTime> after(LocalDateTime moment) {
        LocalDateTime now = CcCalls.now();
        if (!now.equals(moment)) {
            return Future.succeededFuture(now);
        }
        return ctx.pause(CLOCK_RECHECK_NANOS).compose(x -> after(moment));
    }

    private Future<Integer> change(
            CcCalls.Slot old, int dc, String region, String country, String cli, LocalDateTime now) {
        int error = CcChange.error(line, slots, old, dc, cli);
        CcCalls.Slot changed = new CcCalls.Slot(old.slot(), now, old.validTo(), dc, region, country, cli);
        slots = CcChange.with(slots, changed);
        Future<Integer> outcome = error != 0
                ? Future.succeededFuture(error)
                : dialCodes(slots, 0)
                        .compose(x -> write(old, changed))
                        .map(written -> written ? 0 : CcChange.CHANGED_SINCE_READ);
        return outcome.map(e -> {
            if (e != 0) {
                // The package's "rollback" of its cache: the slot keeps its number.
                slots = CcChange.with(slots, old);
            }
            return e;
        });
    }

    /** As {@link CcChange}'s write: false (rolled back, nothing written) if the slot changed since read. */
    private Future<Boolean> write(CcCalls.Slot old, CcCalls.Slot changed) {
        long lineId = line.id();
        Tuple move = Tuple.of(
                changed.validFrom(),
                changed.dialCode(),
                changed.cli(),
                lineId,
                old.slot(),
                CcRows.END,
                old.validFrom());
        return ctx.update(MOVE, move).compose(moved -> {
            if (moved == 0) {
                return ctx.rollback().map(false);
            }
            Future<?> history = old.dialCode() > 0
                    ? ctx.update(
                            HISTORY,
                            Tuple.of(
                                    lineId,
                                    old.slot(),
                                    old.validFrom(),
                                    changed.validFrom().minusSeconds(1),
                                    old.dialCode(),
                                    old.cli()))
                    : Future.succeededFuture();
            return history.compose(x -> count(old)).compose(x -> ctx.commit()).map(true);
        });
    }

    /** The change counted on the line, where it counts ({@link CcChange#counts}). */
    private Future<?> count(CcCalls.Slot old) {
        CcCalls.Line before = line;
        if (!CcChange.counts(before, old)) {
            return Future.succeededFuture();
        }
        line = CcChange.counted(before);
        return ctx.update(COUNT, Tuple.of(before.updates() + 1, before.id(), before.validTo()));
    }
}
