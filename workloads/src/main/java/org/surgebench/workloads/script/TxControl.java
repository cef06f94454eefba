package org.surgebench.workloads.script;

import java.util.List;
import java.util.Locale;

/**
 * The transaction statements a script writes, which drive the connection's transaction instead of being sent: a
 * script's {@code BEGIN} opens a transaction that its {@code END}/{@code COMMIT} commits or its {@code ROLLBACK}
 * rolls back (counted as a commit or a rollback, as every workload's are). So the same script runs on every
 * database, whatever its SQL calls these.
 */
enum TxControl {
    BEGIN,
    COMMIT,
    ROLLBACK;

    private static final List<String> NOISE = List.of("WORK", "TRANSACTION");

    /**
     * The control statement this SQL is, or null for any other SQL (e.g. {@code ROLLBACK TO SAVEPOINT s}, sent as
     * it is).
     *
     * @throws IllegalArgumentException for a transaction statement with options this mapping cannot keep
     *     ({@code BEGIN ISOLATION LEVEL ...}, {@code COMMIT AND CHAIN}), with the reason
     */
    static TxControl of(String sql) {
        String[] w = sql.strip().toUpperCase(Locale.ROOT).split("\\s+");
        TxControl kind = switch (w[0]) {
            case "BEGIN" -> BEGIN;
            case "START" -> w.length > 1 && w[1].equals("TRANSACTION") ? BEGIN : null;
            case "COMMIT", "END" -> COMMIT;
            case "ROLLBACK", "ABORT" -> ROLLBACK;
            default -> null;
        };
        if (kind == null) {
            return null;
        }
        int first = w[0].equals("START") ? 2 : 1;
        if (w.length == first || (w.length == first + 1 && NOISE.contains(w[first]) && !w[0].equals("START"))) {
            return kind;
        }
        if (kind == ROLLBACK && w.length > first && (w[first].equals("TO") || w[first].equals("PREPARED"))) {
            return null;
        }
        if (kind == ROLLBACK && w.length > first + 1 && NOISE.contains(w[first]) && w[first + 1].equals("TO")) {
            return null;
        }
        throw new IllegalArgumentException(
                sql.strip() + " is not supported: a script's transactions run at the connection's settings, so "
                        + "write " + kind.name() + " alone");
    }
}
