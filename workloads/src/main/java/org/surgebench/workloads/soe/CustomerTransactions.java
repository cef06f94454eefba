package org.surgebench.workloads.soe;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/** NCR (Customer Registration) and UCD (Update Customer Details). */
final class CustomerTransactions {
    static final String INSERT_CUSTOMER = "INSERT INTO customers (" + String.join(", ", SoeTables.CUSTOMERS)
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_ADDRESS = "INSERT INTO addresses (" + String.join(", ", SoeTables.ADDRESSES)
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_CARD = "INSERT INTO card_details (" + String.join(", ", SoeTables.CARD_DETAILS)
            + ") VALUES (?, ?, ?, ?, ?, ?, ?)";

    private CustomerTransactions() {
    }

    /** New customer with an address and a card; commit; a logon; commit; the customer read back. */
    static void newCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        long customer = SoeRun.nextId(ctx, run.sql().nextCustomer);
        long address = SoeRun.nextId(ctx, run.sql().nextAddress);
        long card = SoeRun.nextId(ctx, run.sql().nextCard);
        int first = r.nextInt(SoeNames.FIRST.length);
        int last = r.nextInt(SoeNames.LAST.length);
        String[] nls = SoeNames.NLS[r.nextInt(SoeNames.NLS.length)];
        LocalDate today = LocalDate.now();
        PreparedStatement c = ctx.prepare(INSERT_CUSTOMER);
        c.setLong(1, customer);
        c.setString(2, SoeNames.FIRST[first]);
        c.setString(3, SoeNames.LAST[last]);
        c.setString(4, nls[0]);
        c.setString(5, nls[1]);
        c.setBigDecimal(6, BigDecimal.valueOf(r.between(10, 500) * 100L));
        c.setString(7, SoeNames.FIRST_LOWER[first] + "." + SoeNames.LAST_LOWER[last] + SoeNames.EMAIL_DOMAINS[0]);
        c.setLong(8, r.between(1, 1000));
        c.setObject(9, today);
        c.setString(10, SoeNames.CUSTOMER_CLASSES[r.weighted(SoeNames.CUSTOMER_CLASS_CUMULATIVE)]);
        c.setString(11, SoeNames.SUGGESTIONS[r.nextInt(SoeNames.SUGGESTIONS.length)]);
        c.setObject(12, SoeCalendar.day(r.between(SoeCalendar.DOB_FROM, SoeCalendar.DOB_TO)));
        c.setString(13, r.chance(0.8) ? "Y" : "N");
        c.setString(14, r.chance(0.5) ? "Y" : "N");
        c.setLong(15, address);
        c.setLong(16, card);
        ctx.update(c);
        insertAddress(ctx, r, address, customer, today);
        PreparedStatement k = ctx.prepare(INSERT_CARD);
        k.setLong(1, card);
        k.setLong(2, customer);
        k.setString(3, SoeNames.CARD_TYPES[r.weighted(SoeNames.CARD_TYPE_CUMULATIVE)]);
        k.setLong(4, r.between(100_000_000_000L, 999_999_999_999L));
        k.setObject(5, today.plusYears(r.between(1, 5)));
        k.setString(6, "Y");
        k.setInt(7, r.between(100, 999));
        ctx.update(k);
        ctx.commit();
        ctx.think(); // registered; now the customer logs on
        run.logon(ctx, customer);
        ctx.commit();
        SoeRun.readCustomer(ctx, customer);
        ctx.commit();
    }

    /** Finds a customer by name (first few matches), adds an address and makes it the preferred one. */
    static void updateCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        // A loaded customer's name, so that the search finds at least that customer at any scale.
        long seedCustomer = run.randomCustomer(r);
        Rng names = new Rng(0);
        int first = CustomerGenerators.firstNameOf(names, run.seed(), seedCustomer);
        int last = CustomerGenerators.lastNameOf(names, run.seed(), seedCustomer);
        boolean lower = run.sql().lowerCaseNames;
        PreparedStatement find = ctx.prepare(run.sql().customersByName);
        find.setString(1, lower ? SoeNames.LAST_LOWER[last] : SoeNames.LAST[last]);
        find.setString(2, lower ? SoeNames.FIRST_LOWER[first] : SoeNames.FIRST[first]);
        long customer = seedCustomer;
        try (ResultSet rs = ctx.query(find)) {
            int n = 0;
            while (rs.next()) {
                // Take one of the matches at random (reservoir of the first few rows).
                if (r.nextInt(++n) == 0) {
                    customer = rs.getLong(1);
                }
            }
        }
        ctx.think(); // the customer types the new address
        long address = SoeRun.nextId(ctx, run.sql().nextAddress);
        insertAddress(ctx, r, address, customer, LocalDate.now());
        PreparedStatement up = ctx.prepare("UPDATE customers SET preferred_address = ? WHERE customer_id = ?");
        up.setLong(1, address);
        up.setLong(2, customer);
        ctx.update(up);
        ctx.commit();
    }

    private static void insertAddress(TxContext ctx, Rng r, long address, long customer, LocalDate created)
            throws SQLException {
        String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
        PreparedStatement a = ctx.prepare(INSERT_ADDRESS);
        a.setLong(1, address);
        a.setLong(2, customer);
        a.setObject(3, created);
        a.setString(4, SoeNames.NUMBERS[r.between(1, 999)]);
        a.setString(5, SoeNames.STREETS[r.nextInt(SoeNames.STREETS.length)]);
        a.setString(6, place[0]);
        a.setString(7, place[1]);
        a.setString(8, place[2]);
        boolean post = r.nextInt(2) == 0;
        a.setString(9, post ? SoeNames.POST_CODES[r.nextInt(SoeNames.POST_CODES.length)] : null);
        a.setString(10, post ? null : SoeNames.ZIP_CODES[r.nextInt(SoeNames.ZIP_CODES.length)]);
        ctx.update(a);
    }
}
