package org.surgebench.workloads.cc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.TxContext;

/**
 * The calls of Swingbench's Calling Circle application package (ccAppPkg), each as the statements the package
 * runs, sent from the client, with the state the package keeps between calls of one session: the account, the
 * line and the line's package slots last read. Statements per call, as the package executes them: getCustAccount
 * 1 select, 1 update, commit; newCustAccount 1 select (the key), 1 insert, commit; getCustCLI 2 selects;
 * newCustCLI 2 selects, 2 inserts, commit; getPackageCLIs and qryPackageCLIsCurrent 1 select and one dial code
 * per slot (11); qryPackageCLIsHistory 1 select and one dial code per row; setPackageCLI see {@link CcChange}.
 */
final class CcCalls {
    /** A dial code: a region's id, type, value and text, and its country's. */
    record DialCode(int id, String regionValue, String countryValue) {}

    /** A customer's line as getCustCLI reads it. */
    record Line(long id, LocalDateTime validTo, int dialCode, String cli, int updates, int updatesAllowed) {}

    /** One slot of a line's call package, current or history. */
    record Slot(
            int slot,
            LocalDateTime validFrom,
            LocalDateTime validTo,
            int dialCode,
            String region,
            String country,
            String cli) {}

    /** getCustAccount's read of the account valid now. */
    static final String ACCOUNT = "SELECT caid, cavalidto, capin, cafailedlogins, calastfailedlogin "
            + "FROM custaccounts WHERE caname = ? AND cavalidfrom <= ? AND cavalidto >= ?";
    /** getCustAccount's record of the login: its moment, the failed logins and the last failed one. */
    static final String LOGIN = "UPDATE custaccounts SET calastlogin = ?, cafailedlogins = ?, "
            + "calastfailedlogin = ? WHERE caid = ? AND cavalidto = ?";

    static final String NEW_ACCOUNT = "INSERT INTO custaccounts (caid, cavalidfrom, cavalidto, caname, capin, "
            + "calastlogin, cafailedlogins, calastfailedlogin) VALUES (?, ?, ?, ?, ?, ?, 0, ?)";
    static final String NEW_LINE = "INSERT INTO custclis (ccid, ccvalidfrom, ccvalidto, dcid, cccli, "
            + "ccupdates, ccupdatesallowed, cpid, caid) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)";
    /** A new line's package slots, all unused. */
    static final String NEW_LINE_SLOTS = "INSERT INTO packageclis (ccid, psid, pcvalidfrom, pcvalidto, dcid, "
            + "pccli) SELECT ?, psid, ?, ?, ?, ? FROM packageslots WHERE cpid = ?";
    /** getCustCLI: the account's line with the number, and its call package, valid now. */
    static final String LINE = "SELECT cc.ccid, cc.ccvalidto, cc.ccupdates, cc.ccupdatesallowed, "
            + "cp.cpname FROM custclis cc JOIN callpackages cp ON cp.cpid = cc.cpid "
            + "WHERE cc.caid = ? AND cc.dcid = ? AND cc.cccli = ? AND cc.ccvalidfrom <= ? AND cc.ccvalidto >= ? "
            + "AND cp.cpvalidfrom <= ? AND cp.cpvalidto >= ?";

    private static final String SLOTS = "SELECT pc.psid, pc.pcvalidfrom, pc.pcvalidto, pc.dcid, r.dcvalue, c.dcvalue, "
            + "pc.pccli FROM packageclis pc JOIN dialcodes r ON r.dcid = pc.dcid "
            + "JOIN dialcodes c ON c.dcid = r.dcidparent WHERE pc.ccid = ? ";
    /** getPackageCLIs: the line's current slots, the line and six times now bound. */
    static final String CURRENT_SLOTS = SLOTS + "AND pc.pcvalidfrom <= ? AND pc.pcvalidto >= ? "
            + "AND r.dcvalidfrom <= ? AND r.dcvalidto >= ? AND c.dcvalidfrom <= ? AND c.dcvalidto >= ? "
            + "ORDER BY pc.psid";
    /** qryPackageCLIsHistory: the line's slots of the last 90 days (the line, now, 90 days ago). */
    static final String HISTORY_SLOTS = SLOTS + "AND pc.pcvalidfrom < ? AND pc.pcvalidto > ? "
            + "AND r.dcvalidto > pc.pcvalidfrom AND r.dcvalidfrom < pc.pcvalidto "
            + "AND c.dcvalidto > pc.pcvalidfrom AND c.dcvalidfrom < pc.pcvalidto "
            + "ORDER BY pc.psid, pc.pcvalidfrom";
    /** getDialCode: the region, its country, and four times now bound. */
    static final String DIAL_CODE = "SELECT r.dcid FROM dialcodes r JOIN dialcodes c ON c.dcid = r.dcidparent "
            + "WHERE r.dcvalue = ? AND c.dcvalue = ? AND r.dcvalidfrom <= ? AND r.dcvalidto >= ? "
            + "AND c.dcvalidfrom <= ? AND c.dcvalidto >= ?";

    final TxContext ctx;
    long accountId;
    Line line;
    List<Slot> slots = List.of();

    CcCalls(TxContext ctx) {
        this.ctx = ctx;
    }

    /**
     * The calls' clock: the system's; a test sets a slow one to put a transaction's changes in one millisecond, as a
     * fast server and no think time do.
     */
    static volatile Clock clock = Clock.systemDefaultZone();

    /** The moment a call runs, as the package's SYSDATE; milliseconds, as the tables keep. */
    static LocalDateTime now() {
        return LocalDateTime.now(clock).truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }

    /** Account Login: reads the account by name and records the login (or a failed one), then commits. */
    void getCustAccount(String name, String pin) throws SQLException {
        line = null;
        slots = List.of();
        LocalDateTime now = now();
        PreparedStatement s = ctx.prepare(ACCOUNT);
        s.setString(1, name);
        s.setObject(2, now);
        s.setObject(3, now);
        LocalDateTime validTo;
        boolean pinMatches;
        int failed;
        LocalDateTime lastFailed;
        try (ResultSet rs = ctx.query(s)) {
            if (!rs.next()) {
                throw noAccount(name);
            }
            accountId = rs.getLong(1);
            validTo = rs.getObject(2, LocalDateTime.class);
            pinMatches = pin.equals(rs.getString(3));
            failed = rs.getInt(4);
            lastFailed = rs.getObject(5, LocalDateTime.class);
        }
        PreparedStatement u = ctx.prepare(LOGIN);
        u.setObject(1, now);
        u.setInt(2, pinMatches ? 0 : failed + 1);
        u.setObject(3, pinMatches ? lastFailed : now);
        u.setLong(4, accountId);
        u.setObject(5, validTo);
        ctx.update(u);
        ctx.commit();
    }

    /**
     * Register New Account: a key from caseq and the account named by it (its id in 16 digits, as the generated
     * accounts are: unique in every run, whatever the run's seed), then commit; returns the name.
     */
    String newCustAccount(String pin) throws SQLException {
        long id = nextKey("caseq");
        String name = CcRows.name(id);
        LocalDateTime now = now();
        PreparedStatement i = ctx.prepare(NEW_ACCOUNT);
        i.setLong(1, id);
        i.setObject(2, CcRows.START);
        i.setObject(3, CcRows.END);
        i.setString(4, name);
        i.setString(5, pin);
        i.setObject(6, now);
        i.setObject(7, CcRows.START);
        ctx.update(i);
        ctx.commit();
        return name;
    }

    /** Register Line: the region's dial code, a key from ccseq, the line and its package's slots unused; commit. */
    void newCustCLI(String region, String country, String cli, int callPackage) throws SQLException {
        DialCode dc = dialCode(region, country);
        long id = nextKey("ccseq");
        PreparedStatement i = ctx.prepare(NEW_LINE);
        i.setLong(1, id);
        i.setObject(2, CcRows.START);
        i.setObject(3, CcRows.END);
        i.setInt(4, dc.id());
        i.setString(5, cli);
        i.setInt(6, CcRows.UPDATES_ALLOWED);
        i.setInt(7, callPackage);
        i.setLong(8, accountId);
        ctx.update(i);
        PreparedStatement slotsOf = ctx.prepare(NEW_LINE_SLOTS);
        slotsOf.setLong(1, id);
        slotsOf.setObject(2, CcRows.START);
        slotsOf.setObject(3, CcRows.END);
        slotsOf.setInt(4, CcRows.UNUSED_DIAL_CODE);
        slotsOf.setString(5, CcRows.UNUSED);
        slotsOf.setInt(6, callPackage);
        ctx.update(slotsOf);
        ctx.commit();
    }

    /** Choose Line: the region's dial code, then the account's line with that number. */
    void getCustCLI(String country, String region, String cli) throws SQLException {
        DialCode dc = dialCode(region, country);
        LocalDateTime now = now();
        PreparedStatement s = ctx.prepare(LINE);
        s.setLong(1, accountId);
        s.setInt(2, dc.id());
        s.setString(3, cli);
        s.setObject(4, now);
        s.setObject(5, now);
        s.setObject(6, now);
        s.setObject(7, now);
        try (ResultSet rs = ctx.query(s)) {
            if (!rs.next()) {
                throw noLine(accountId, region, cli);
            }
            line = new Line(
                    rs.getLong(1), rs.getObject(2, LocalDateTime.class), dc.id(), cli, rs.getInt(3), rs.getInt(4));
        }
    }

    /** Query Calling Circle (getPackageCLIs, qryPackageCLIsCurrent): the line's current slots. */
    void getPackageCLIs() throws SQLException {
        LocalDateTime now = now();
        PreparedStatement s = ctx.prepare(CURRENT_SLOTS);
        s.setLong(1, line.id());
        for (int p = 2; p <= 7; p++) {
            s.setObject(p, now);
        }
        slots = readSlots(s);
    }

    /** Report Calling Circle History (qryPackageCLIsHistory): the slots of the last 90 days, old ones too. */
    void qryPackageCLIsHistory() throws SQLException {
        LocalDateTime now = now();
        PreparedStatement s = ctx.prepare(HISTORY_SLOTS);
        s.setLong(1, line.id());
        s.setObject(2, now);
        s.setObject(3, now.minusDays(90));
        readSlots(s);
    }

    /** The slots of the query, then each slot's dial code read again, as the package does. */
    private List<Slot> readSlots(PreparedStatement s) throws SQLException {
        List<Slot> out = new ArrayList<>();
        try (ResultSet rs = ctx.query(s)) {
            while (rs.next()) {
                out.add(new Slot(
                        rs.getInt(1),
                        rs.getObject(2, LocalDateTime.class),
                        rs.getObject(3, LocalDateTime.class),
                        rs.getInt(4),
                        rs.getString(5),
                        rs.getString(6),
                        rs.getString(7)));
            }
        }
        for (Slot slot : out) {
            dialCode(slot.region(), slot.country());
        }
        return out;
    }

    /** getDialCode: a region by its value under its country's, both valid now. */
    DialCode dialCode(String region, String country) throws SQLException {
        LocalDateTime now = now();
        PreparedStatement s = ctx.prepare(DIAL_CODE);
        s.setString(1, region);
        s.setString(2, country);
        for (int p = 3; p <= 6; p++) {
            s.setObject(p, now);
        }
        try (ResultSet rs = ctx.query(s)) {
            if (!rs.next()) {
                throw noDialCode(region, country);
            }
            return new DialCode(rs.getInt(1), region, country);
        }
    }

    /** A key from a sequence, read as the package reads it: one query. */
    static String nextKey(SqlDialect sql, String sequence) {
        return "SELECT " + sql.nextValue(sequence) + sql.fromNoTable();
    }

    static SQLException noAccount(String name) {
        return new SQLException("Calling Circle: no customer account named " + name + ".");
    }

    static SQLException noLine(long accountId, String region, String cli) {
        return new SQLException("Calling Circle: account " + accountId + " has no line " + region + " " + cli);
    }

    static SQLException noDialCode(String region, String country) {
        return new SQLException("Calling Circle: no dial code " + region + " under " + country + ".");
    }

    private long nextKey(String sequence) throws SQLException {
        PreparedStatement s = ctx.prepare(nextKey(ctx.sql(), sequence));
        try (ResultSet rs = ctx.query(s)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
