package org.surgebench.workloads.cc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * Update Calling Circle (ccAppPkg.setPackageCLI): one slot of the line's call package gets a new number. The new
 * region's dial code is read (1 select); the change is checked against the slots read before it as the package
 * checks it (the line's updates used up: 10, the same number: 20, the line's own number: 30, a number another
 * slot holds: 40); the package's dynamic rule of the call package reads every slot's dial code again (10 selects;
 * its only rule, "too many mobile numbers", never fails: no dial code is of type MOB). A valid change closes the
 * slot's current row into a history row (1 insert, where the slot held a number: not the first change of an
 * unused slot), moves the current row to the new number (1 update), counts the change on the line where the slot
 * was in use (1 update) and commits; an invalid one writes nothing and commits nothing.
 *
 * <p>The history row's key is (line, slot, the change's start less a second), as Swingbench's. Two rules keep it
 * unique per change where Swingbench's collides (with Oracle DATEs, two changes of a slot in one second): a change
 * waits for the clock to leave the millisecond the row it replaces started in (at most a millisecond: one
 * transaction's ten changes without think time can change a slot twice in one; on an event loop on a timer), and
 * the current row is moved first, only if it still started when it was read and is still current: when another user's change of the same slot committed in between (or
 * committed before a read whose moment came before it, which found the closed row), this change writes nothing
 * and rolls back ({@link #CHANGED_SINCE_READ}), instead of a second history row for the same old row and a lost
 * update.
 */
final class CcChange {
    /**
     * Surgebench's own error number (the package's are 10 to 40): another user changed the slot after this one read
     * it; nothing is written. A concurrent workload's expected conflict, not a failed transaction.
     */
    static final int CHANGED_SINCE_READ = 50;

    /** Moves the slot's current row to the new number, if it is still the row read. */
    static final String MOVE = "UPDATE packageclis SET pcvalidfrom = ?, dcid = ?, pccli = ? "
            + "WHERE ccid = ? AND psid = ? AND pcvalidto = ? AND pcvalidfrom = ?";
    /** The history row of the number the slot held. */
    static final String HISTORY =
            "INSERT INTO packageclis (ccid, psid, pcvalidfrom, pcvalidto, dcid, pccli) VALUES (?, ?, ?, ?, ?, ?)";
    /** The change counted on the line. */
    static final String COUNT = "UPDATE custclis SET ccupdates = ? WHERE ccid = ? AND ccvalidto = ?";

    private CcChange() {}

    /** Returns the package's error number: 0 for a change written. */
    static int setPackageCLI(CcCalls calls, int slotNo, String region, String country, String cli) throws SQLException {
        CcCalls.DialCode dc = calls.dialCode(region, country);
        CcCalls.Slot old = current(calls.line, calls.slots, slotNo);
        LocalDateTime now = CcCalls.now();
        while (now.equals(old.validFrom())) {
            // The slot's row started this millisecond: its change's history key would be this one's.
            Thread.onSpinWait();
            now = CcCalls.now();
        }
        int error = error(calls.line, calls.slots, old, dc.id(), cli);
        CcCalls.Slot changed = new CcCalls.Slot(slotNo, now, old.validTo(), dc.id(), region, country, cli);
        calls.slots = with(calls.slots, changed);
        if (error == 0) {
            for (CcCalls.Slot s : calls.slots) {
                calls.dialCode(s.region(), s.country());
            }
            if (!write(calls, old, changed)) {
                error = CHANGED_SINCE_READ;
            }
        }
        if (error != 0) {
            // The package's "rollback" of its cache: the slot keeps its number.
            calls.slots = with(calls.slots, old);
        }
        return error;
    }

    /** The slot's current row as the line's slots were read last. */
    static CcCalls.Slot current(CcCalls.Line line, List<CcCalls.Slot> slots, int slotNo) throws SQLException {
        for (CcCalls.Slot s : slots) {
            if (s.slot() == slotNo) {
                return s;
            }
        }
        throw new SQLException("Calling Circle: line " + line.id() + " has no slot " + slotNo + " current.");
    }

    /** The package's check of a change of {@code old} to dial code {@code dc} and {@code cli}: 0 when valid. */
    static int error(CcCalls.Line line, List<CcCalls.Slot> slots, CcCalls.Slot old, int dc, String cli) {
        if (line.updatesAllowed() > 0 && inUse(old) && line.updates() >= line.updatesAllowed()) {
            return 10;
        } else if (old.dialCode() == dc && old.cli().equals(cli)) {
            return 20;
        } else if (line.dialCode() == dc && line.cli().equals(cli)) {
            return 30;
        } else if (slots.stream().anyMatch(s -> s.dialCode() == dc && s.cli().equals(cli))) {
            return 40;
        }
        return 0;
    }

    /** The slots with {@code slot} in the place of the one of its number. */
    static List<CcCalls.Slot> with(List<CcCalls.Slot> slots, CcCalls.Slot slot) {
        List<CcCalls.Slot> out = new ArrayList<>(slots);
        out.replaceAll(s -> s.slot() == slot.slot() ? slot : s);
        return out;
    }

    /** Whether the slot held a number (not the first change of an unused slot): its change leaves history. */
    static boolean inUse(CcCalls.Slot old) {
        return old.dialCode() != CcRows.UNUSED_DIAL_CODE;
    }

    /** Whether the change counts on the line: the line limits its changes and the slot was in use. */
    static boolean counts(CcCalls.Line line, CcCalls.Slot old) {
        return line.updatesAllowed() > 0 && inUse(old);
    }

    /** The line with one more change counted. */
    static CcCalls.Line counted(CcCalls.Line line) {
        return new CcCalls.Line(
                line.id(), line.validTo(), line.dialCode(), line.cli(), line.updates() + 1, line.updatesAllowed());
    }

    /** Writes a valid change and commits; false (rolled back, nothing written) if the slot changed since read. */
    private static boolean write(CcCalls calls, CcCalls.Slot old, CcCalls.Slot changed) throws SQLException {
        long lineId = calls.line.id();
        PreparedStatement u = calls.ctx.prepare(MOVE);
        u.setObject(1, changed.validFrom());
        u.setInt(2, changed.dialCode());
        u.setString(3, changed.cli());
        u.setLong(4, lineId);
        u.setInt(5, old.slot());
        // The current row, never a closed one: a read whose moment fell before another user's change started, but
        // whose query ran after it committed, took the slot's history row for its current one.
        u.setObject(6, CcRows.END);
        u.setObject(7, old.validFrom());
        if (calls.ctx.update(u) == 0) {
            calls.ctx.rollback();
            return false;
        }
        if (old.dialCode() > 0) {
            PreparedStatement h = calls.ctx.prepare(HISTORY);
            h.setLong(1, lineId);
            h.setInt(2, old.slot());
            h.setObject(3, old.validFrom());
            h.setObject(4, changed.validFrom().minusSeconds(1));
            h.setInt(5, old.dialCode());
            h.setString(6, old.cli());
            calls.ctx.update(h);
        }
        CcCalls.Line line = calls.line;
        if (counts(line, old)) {
            calls.line = counted(line);
            PreparedStatement c = calls.ctx.prepare(COUNT);
            c.setInt(1, line.updates() + 1);
            c.setLong(2, lineId);
            c.setObject(3, line.validTo());
            calls.ctx.update(c);
        }
        calls.ctx.commit();
        return true;
    }
}
