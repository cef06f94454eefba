package org.surgebench.workloads.oracle;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Runs a workload's Oracle DDL on H2 in Oracle mode. H2 parses Oracle's types, sequences, constraints and
 * most statements, but not physical storage clauses, so those (and only those) are removed first; what is
 * left is the schema's logical shape: every table, column, type, key, index and sequence.
 */
public final class OracleDdlShapes {
    /** Storage clauses that change where and how Oracle stores data, never what the schema holds. */
    private static final List<Pattern> STORAGE = List.of(
            Pattern.compile("\\bPCTFREE \\d+", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bINITRANS \\d+", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bNOPARALLEL\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bPARALLEL( \\d+)?", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bNOLOGGING\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bREVERSE\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bPURGE\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bNOORDER\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bUSING INDEX \\w+", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bBITMAP\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bCOMPRESS\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("(?<=CASCADE) CONSTRAINTS\\b", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\bRELY ENABLE NOVALIDATE\\b", Pattern.CASE_INSENSITIVE));

    private OracleDdlShapes() {
    }

    static String strip(String sql) {
        String out = sql;
        for (Pattern p : STORAGE) {
            out = p.matcher(out).replaceAll("");
        }
        return out;
    }

    /**
     * Statements H2 cannot run at all: storage-only ones ({@code ALTER INDEX x NOPARALLEL}), PL/SQL blocks, and
     * function-based indexes (H2 has no expression indexes).
     */
    static boolean notForH2(String sql) {
        String s = sql.strip().toUpperCase();
        return s.matches("ALTER (INDEX|TABLE) \\w+ NOPARALLEL") || s.startsWith("BEGIN") || s.startsWith("DECLARE")
                || (s.startsWith("CREATE INDEX") && s.contains("LOWER("));
    }

    public static void run(Connection c, List<String> statements) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String sql : statements) {
                if (!notForH2(sql)) {
                    s.execute(strip(sql));
                }
            }
        }
        c.commit();
    }
}
