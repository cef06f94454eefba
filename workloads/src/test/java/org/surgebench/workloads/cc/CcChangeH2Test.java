package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.DirectTxContext;

/**
 * Changes of one slot that Swingbench's history key (line, slot, start less a second) would let collide: changes
 * of a slot within one millisecond, each closing the row the one before wrote, and two users changing the slot they
 * both read. Each change writes its own history row, or, when another user's change came between its read and its
 * write, nothing.
 */
class CcChangeH2Test {
    private static final long CUSTOMER = 7;
    private static final int SLOT = 3;
    private static ConnectionSpec db;

    @BeforeAll
    static void generate() {
        db = new ConnectionSpec(TestDatabases.h2Memory("cc-change"), "sa", "");
        Surgebench.generate(new GenerateSpec("cc").connection(db).scale(0.0001), null);
    }

    @Test
    void changesOfOneSlotInOneMillisecondEachWriteAHistoryRowOfTheirOwn() throws SQLException {
        int changes = 5;
        CcCalls.clock = new SlowClock();
        try (Connection c = connection()) {
            long before = historyRows(c);
            CcCalls calls = loggedOn(c);
            List<LocalDateTime> starts = new ArrayList<>();
            for (int i = 0; i < changes; i++) {
                calls.getPackageCLIs();
                String cli = String.format(Locale.ROOT, "%06d", 900_000 + i);
                assertThat(CcChange.setPackageCLI(calls, SLOT, "01500", CcRows.COUNTRY, cli))
                        .as("change " + i)
                        .isZero();
                starts.add(calls.slots.get(SLOT - 1).validFrom());
            }
            assertThat(historyRows(c)).isEqualTo(before + changes);
            assertThat(starts).isSorted().doesNotHaveDuplicates();
        } finally {
            CcCalls.clock = Clock.systemDefaultZone();
        }
    }

    /** A clock whose millisecond lasts 10,000 readings: a transaction's calls all run within one. */
    private static final class SlowClock extends Clock {
        private final Instant start = Instant.now();
        private long readings;

        @Override
        public synchronized Instant instant() {
            return start.plusMillis(readings++ / 10_000);
        }

        @Override
        public ZoneId getZone() {
            return ZoneId.systemDefault();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void aChangeOfASlotAnotherUserChangedSinceItWasReadWritesNothing() throws SQLException {
        try (Connection a = connection();
                Connection b = connection()) {
            long before = historyRows(a);
            CcCalls first = loggedOn(a);
            CcCalls second = loggedOn(b);
            first.getPackageCLIs();
            second.getPackageCLIs();
            assertThat(CcChange.setPackageCLI(first, SLOT + 1, "01500", CcRows.COUNTRY, "811111"))
                    .isZero();
            assertThat(CcChange.setPackageCLI(second, SLOT + 1, "01600", CcRows.COUNTRY, "822222"))
                    .isEqualTo(CcChange.CHANGED_SINCE_READ);
            assertThat(historyRows(a))
                    .as("history rows: the first change's only")
                    .isEqualTo(before + 1);
            second.getPackageCLIs();
            assertThat(second.slots.get(SLOT).cli())
                    .as("the slot keeps the first change")
                    .isEqualTo("811111");
        }
    }

    /**
     * A read that straddles another user's change: its moment taken before that change's start less a second, its
     * query run after the change committed, it finds the closed (history) row as the slot's current one. Its change
     * writes nothing, where moving that history row would leave the slot two rows and a history row no change made.
     */
    @Test
    void aChangeOfASlotReadAsItsClosedRowWritesNothing() throws SQLException {
        Instant start = Instant.now().plusSeconds(10).truncatedTo(ChronoUnit.MILLIS);
        try (Connection a = connection();
                Connection b = connection()) {
            long before = historyRows(a);
            CcCalls first = loggedOn(a);
            CcCalls second = loggedOn(b);
            CcCalls.clock = Clock.fixed(start, ZoneId.systemDefault());
            first.getPackageCLIs();
            assertThat(CcChange.setPackageCLI(first, SLOT + 2, "01500", CcRows.COUNTRY, "833333"))
                    .isZero();
            CcCalls.clock = Clock.fixed(start.minusSeconds(1), ZoneId.systemDefault());
            second.getPackageCLIs();
            assertThat(second.slots.get(SLOT + 1).validTo())
                    .as("the second user read the closed row")
                    .isEqualTo(LocalDateTime.ofInstant(start.minusSeconds(1), ZoneId.systemDefault()));
            CcCalls.clock = Clock.fixed(start.plusMillis(5), ZoneId.systemDefault());
            assertThat(CcChange.setPackageCLI(second, SLOT + 2, "01600", CcRows.COUNTRY, "844444"))
                    .isEqualTo(CcChange.CHANGED_SINCE_READ);
            assertThat(historyRows(a))
                    .as("history rows: the first change's only")
                    .isEqualTo(before + 1);
            second.getPackageCLIs();
            assertThat(second.slots.get(SLOT + 1).cli())
                    .as("the slot keeps the first change")
                    .isEqualTo("833333");
        } finally {
            CcCalls.clock = Clock.systemDefaultZone();
        }
    }

    private static Connection connection() throws SQLException {
        Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
        c.setAutoCommit(false);
        return c;
    }

    private static CcCalls loggedOn(Connection c) throws SQLException {
        CcCalls calls = new CcCalls(new DirectTxContext(c, null, "h2"));
        calls.getCustAccount(CcRows.name(CUSTOMER), CcRows.PIN);
        calls.getCustCLI(CcRows.COUNTRY, CcRows.regionValue(CcRows.dialCode(CUSTOMER)), CcRows.cli(CUSTOMER));
        return calls;
    }

    /** The line's rows that are not current: its slots' history. */
    private static long historyRows(Connection c) throws SQLException {
        try (var s = c.createStatement();
                var rs = s.executeQuery("SELECT COUNT(*) FROM packageclis p JOIN custclis l ON l.ccid = p.ccid "
                        + "WHERE l.caid = " + CUSTOMER + " AND p.pcvalidto < TIMESTAMP '4000-01-01 00:00:00'")) {
            rs.next();
            long n = rs.getLong(1);
            c.commit();
            return n;
        }
    }
}
