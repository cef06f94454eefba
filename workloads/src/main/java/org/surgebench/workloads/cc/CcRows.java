package org.surgebench.workloads.cc;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.TableDef;

/**
 * Calling Circle's generated rows, by Swingbench's data scripts (CreData1..3): the dial code "Unused" (id -1),
 * the country "+44" (id 0) and its 1,000 regions "01000".."01999" (ids 1..1000); 10 call packages of 10 slots;
 * per customer account one account named by its 16-digit id with PIN 1234, one line (region {@code id mod 1000 +
 * 1}, number the id's last 6 digits, call package {@code id mod 10 + 1}) and the 10 slots of its package, each
 * holding a number already (region {@code (id + slot) mod 1000 + 1}). Everything is valid from 1970 to 4312, as
 * in Swingbench. The run derives a customer's parameters from its id the same way ({@link #name}, {@link
 * #regionValue}, {@link #cli}), where Swingbench reads them from the files its wizard wrote.
 */
final class CcRows {
    static final int REGIONS = 1000;
    static final int PACKAGES = 10;
    static final int SLOTS = 10;
    static final int UPDATES_ALLOWED = 30;
    static final int UNUSED_DIAL_CODE = -1;
    static final String COUNTRY = "+44";
    static final String UNUSED = "Unused";
    static final String PIN = "1234";
    static final LocalDateTime START = LocalDateTime.of(1970, 1, 1, 0, 0);
    static final LocalDateTime END = LocalDateTime.of(4312, 12, 31, 23, 59, 59);

    private CcRows() {}

    /** The tables in load order for {@code accounts} customer accounts. */
    static List<TableDef> tables(long accounts) {
        return List.of(
                dialCodesTable(),
                callPackagesTable(),
                packageSlotsTable(),
                accountsTable(accounts),
                linesTable(accounts),
                slotsTable(accounts),
                paramsTable(accounts));
    }

    private static TableDef dialCodesTable() {
        return new TableDef(
                "dialcodes",
                List.of("dcid", "dcvalidfrom", "dcvalidto", "dctype", "dcvalue", "dctext", "dcidparent"),
                REGIONS + 2,
                REGIONS + 2,
                80,
                dialCodes());
    }

    private static TableDef callPackagesTable() {
        return new TableDef(
                "callpackages",
                List.of("cpid", "cpvalidfrom", "cpvalidto", "cpname", "cpplsql"),
                PACKAGES,
                PACKAGES,
                70,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        sink.value(k)
                                .value(START)
                                .value(END)
                                .value("Call Package for Id " + k)
                                .value("cp" + k)
                                .endRow();
                    }
                });
    }

    private static TableDef packageSlotsTable() {
        return new TableDef(
                "packageslots", List.of("cpid", "psid"), PACKAGES, PACKAGES * SLOTS, 30, (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        for (int s = 1; s <= SLOTS; s++) {
                            sink.value(k).value(s).endRow();
                        }
                    }
                });
    }

    private static TableDef accountsTable(long accounts) {
        return new TableDef(
                "custaccounts",
                List.of(
                        "caid",
                        "cavalidfrom",
                        "cavalidto",
                        "caname",
                        "capin",
                        "calastlogin",
                        "cafailedlogins",
                        "calastfailedlogin"),
                accounts,
                accounts,
                90,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        sink.value(k)
                                .value(START)
                                .value(END)
                                .value(name(k))
                                .value(PIN)
                                .value(START)
                                .value(0)
                                .value(START)
                                .endRow();
                    }
                });
    }

    private static TableDef linesTable(long accounts) {
        return new TableDef(
                "custclis",
                List.of(
                        "ccid",
                        "ccvalidfrom",
                        "ccvalidto",
                        "dcid",
                        "cccli",
                        "ccupdates",
                        "ccupdatesallowed",
                        "cpid",
                        "caid"),
                accounts,
                accounts,
                80,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        sink.value(k)
                                .value(START)
                                .value(END)
                                .value(dialCode(k))
                                .value(cli(k))
                                .value(0)
                                .value(UPDATES_ALLOWED)
                                .value(callPackage(k))
                                .value(k)
                                .endRow();
                    }
                });
    }

    private static TableDef slotsTable(long accounts) {
        return new TableDef(
                "packageclis",
                List.of("ccid", "psid", "pcvalidfrom", "pcvalidto", "dcid", "pccli"),
                accounts,
                accounts * SLOTS,
                60,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        for (int s = 1; s <= SLOTS; s++) {
                            sink.value(k)
                                    .value(s)
                                    .value(START)
                                    .value(END)
                                    .value((int) ((k + s) % REGIONS) + 1)
                                    .value(cli(k))
                                    .endRow();
                        }
                    }
                });
    }

    private static TableDef paramsTable(long accounts) {
        return new TableDef(
                "cc_params",
                List.of("param_name", "param_value"),
                1,
                1,
                40,
                (seed, from, to, sink) -> sink.value(CcRun.CUSTOMER_COUNT)
                        .value(Long.toString(accounts))
                        .endRow());
    }

    /** "Unused" (-1), "+44" (0), then the regions 1..1000. */
    private static RowGenerator dialCodes() {
        return (seed, from, to, sink) -> {
            for (long k = from; k <= to; k++) {
                int id = (int) k - 2;
                sink.value(id).value(START).value(END);
                if (id == UNUSED_DIAL_CODE) {
                    sink.value("INIT").value(UNUSED).value(UNUSED).value(UNUSED_DIAL_CODE);
                } else if (id == 0) {
                    sink.value("INTL")
                            .value(COUNTRY)
                            .value("UK International Dial Code")
                            .nullValue();
                } else {
                    sink.value("NATL")
                            .value(regionValue(id))
                            .value("UK Dial Code for Id " + id)
                            .value(0);
                }
                sink.endRow();
            }
        };
    }

    /** A customer account's name: its id in 16 digits. */
    static String name(long account) {
        return String.format(Locale.ROOT, "%016d", account);
    }

    /** The region of a generated customer's line. */
    static int dialCode(long account) {
        return (int) (account % REGIONS) + 1;
    }

    /** A region's dial code value: "01" and the id less one in three digits. */
    static String regionValue(int dialCode) {
        return String.format(Locale.ROOT, "01%03d", dialCode - 1);
    }

    /** A generated customer's number: the id's last six digits. */
    static String cli(long id) {
        return String.format(Locale.ROOT, "%06d", id % 1_000_000);
    }

    static int callPackage(long account) {
        return (int) (account % PACKAGES) + 1;
    }
}
