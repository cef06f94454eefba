package org.surgebench.workloads.soe;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * NCR (Customer Registration) and UCD (Update Customer Details) of the client variant, statement for statement
 * as Swingbench's JDBC transactions (NewCustomerProcess, UpdateCustomerDetails).
 */
final class ClientCustomerTransactions {
    /** Swingbench's ranges: credit limit, account manager, house number (upper bounds exclusive there). */
    static final int MIN_CREDIT = 1_000;

    static final int MAX_CREDIT = 49_999;
    static final int MIN_ACCOUNT_MANAGER = 145;
    static final int MAX_ACCOUNT_MANAGER = 170;
    static final int MAX_HOUSE_NUMBER = 199;

    private ClientCustomerTransactions() {}

    /**
     * NCR's draws, in the order both forms take them. None depends on what the database answers, so all are taken
     * before the first statement.
     */
    record NewCustomerDraw(
            int first,
            int last,
            String[] nls,
            int credit,
            int accountManager,
            int sinceYears,
            int dobYears,
            AddressDraw address,
            long cardNumber,
            int expiryDays,
            int securityCode) {
        static NewCustomerDraw of(Rng r) {
            int first = r.nextInt(SoeNames.FIRST.length);
            int last = r.nextInt(SoeNames.LAST.length);
            String[] nls = SoeNames.NLS[r.nextInt(SoeNames.NLS.length)];
            int credit = r.between(MIN_CREDIT, MAX_CREDIT);
            int accountManager = r.between(MIN_ACCOUNT_MANAGER, MAX_ACCOUNT_MANAGER);
            int sinceYears = r.between(1, 3);
            int dobYears = r.between(18, 64);
            AddressDraw address = AddressDraw.of(r);
            long cardNumber = r.between(1_111_111_111L, 9_999_999_998L);
            int expiryDays = r.between(365, 1459);
            return new NewCustomerDraw(
                    first,
                    last,
                    nls,
                    credit,
                    accountManager,
                    sinceYears,
                    dobYears,
                    address,
                    cardNumber,
                    expiryDays,
                    r.between(1111, 9998));
        }

        String email() {
            return SoeNames.FIRST_LOWER[first] + "." + SoeNames.LAST_LOWER[last] + "@oracle.com";
        }
    }

    /** UCD's first draws: the first and last name searched. */
    record NameDraw(String first, String last) {
        static NameDraw of(Rng r) {
            int first = r.nextInt(SoeNames.FIRST.length);
            return new NameDraw(SoeNames.FIRST[first], SoeNames.LAST[r.nextInt(SoeNames.LAST.length)]);
        }
    }

    /** A new address's draws: a town (with its county and country) and a house number. */
    record AddressDraw(String[] place, String houseNumber) {
        static AddressDraw of(Rng r) {
            String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
            return new AddressDraw(place, SoeNames.NUMBERS[r.between(1, MAX_HOUSE_NUMBER)]);
        }
    }

    /**
     * The three new ids (one select; one insert each where there are no sequences); think; customer, address and card inserted; commit; think; logon (insert,
     * commit); the customer read back (left uncommitted, as Swingbench does: nothing is written after it).
     */
    static void newCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        NewCustomerDraw d = NewCustomerDraw.of(ctx.random());
        long[] ids = run.sql().ids.next(ctx, "customer_seq", "address_seq", "card_details_seq");
        long customer = ids[0];
        long address = ids[1];
        long card = ids[2];
        ctx.think();
        LocalDate today = LocalDate.now();
        PreparedStatement c = ctx.prepare(SoeSql.INSERT_CUSTOMER);
        c.setLong(1, customer);
        c.setString(2, SoeNames.FIRST[d.first()]);
        c.setString(3, SoeNames.LAST[d.last()]);
        c.setString(4, d.nls()[0]);
        c.setString(5, d.nls()[1]);
        c.setBigDecimal(6, BigDecimal.valueOf(d.credit()));
        c.setString(7, d.email());
        c.setInt(8, d.accountManager());
        c.setObject(9, today.minusYears(d.sinceYears()));
        c.setString(10, "Occasional");
        c.setString(11, "Music");
        c.setObject(12, today.minusYears(d.dobYears()));
        c.setString(13, "Y");
        c.setString(14, "N");
        c.setLong(15, address);
        c.setLong(16, card);
        ctx.update(c);
        insertAddress(ctx, d.address(), address, customer);
        PreparedStatement k = ctx.prepare(SoeSql.INSERT_CARD);
        k.setLong(1, card);
        k.setLong(2, customer);
        k.setString(3, "Visa (Debit)");
        k.setLong(4, d.cardNumber());
        k.setObject(5, today.plusDays(d.expiryDays()));
        k.setString(6, "Y");
        k.setInt(7, d.securityCode());
        ctx.update(k);
        ctx.commit();
        ctx.think();
        run.logon(ctx, customer);
        SoeRun.firstId(ctx, run.sql().customerById, customer);
    }

    /**
     * A new address id (always, first); customers searched by a random first and last name (up to 4); think; if
     * one matched, a new address for the first match made its preferred one; commit (always).
     */
    static void updateCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        NameDraw name = NameDraw.of(r);
        long address = run.sql().ids.next(ctx, "address_seq")[0];
        PreparedStatement find = ctx.prepare(run.sql().customersByName);
        find.setString(1, name.last());
        find.setString(2, name.first());
        long customer = -1;
        try (ResultSet rs = ctx.query(find)) {
            while (rs.next()) {
                if (customer < 0) {
                    customer = rs.getLong(1);
                }
            }
        }
        ctx.think();
        if (customer >= 0) {
            insertAddress(ctx, AddressDraw.of(r), address, customer);
            PreparedStatement up = ctx.prepare(SoeSql.SET_PREFERRED_ADDRESS);
            up.setLong(1, address);
            up.setLong(2, customer);
            ctx.update(up);
        }
        ctx.commit();
    }

    /** Swingbench's new address: a house number, "Street Name", a town, "Postcode", no zip code. */
    private static void insertAddress(TxContext ctx, AddressDraw d, long address, long customer) throws SQLException {
        PreparedStatement a = ctx.prepare(SoeSql.INSERT_ADDRESS);
        a.setLong(1, address);
        a.setLong(2, customer);
        a.setObject(3, LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES));
        a.setString(4, d.houseNumber());
        a.setString(5, "Street Name");
        a.setString(6, d.place()[0]);
        a.setString(7, d.place()[1]);
        a.setString(8, d.place()[2]);
        a.setString(9, "Postcode");
        ctx.update(a);
    }
}
