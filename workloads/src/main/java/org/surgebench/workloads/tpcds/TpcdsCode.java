package org.surgebench.workloads.tpcds;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlDialects;

/**
 * The server variant's stored code ({@code <dialect>/code.sql}): the template variables that give each routine its
 * table's columns (from {@link FactTable}, so the column lists live in one place), which databases have the code,
 * whether it is procedures or functions there, and the check that the installed code is the version a run calls.
 */
final class TpcdsCode {
    /** Bumped whenever code.sql changes what a routine takes or returns. */
    static final String VERSION = "1";

    private static final Map<String, Boolean> PROCEDURES = new ConcurrentHashMap<>();

    private TpcdsCode() {}

    /**
     * Per fact table {@code t}: {@code ${t_columns}} and {@code ${t_values}} (its columns, and the parameters
     * {@code p_<column>} in the same order) and {@code ${t_params}} (those parameters declared, every one a
     * BIGINT) for the New* routine; {@code ${t_update_params}}, {@code ${t_set}} and {@code ${t_where}} for the
     * Update* routine (the updated columns' parameters, then the lookup's).
     */
    static Map<String, String> vars() {
        Map<String, String> v = new LinkedHashMap<>();
        for (FactTable f : FactTable.ALL) {
            List<String> columns = new ArrayList<>(f.columns().keySet());
            List<String> changed = new ArrayList<>(f.updated());
            changed.addAll(f.lookup());
            v.put(f.name() + "_columns", String.join(", ", columns));
            v.put(
                    f.name() + "_values",
                    String.join(", ", columns.stream().map(c -> "p_" + c).toList()));
            v.put(f.name() + "_params", declared(columns));
            v.put(f.name() + "_update_params", declared(changed));
            v.put(
                    f.name() + "_set",
                    String.join(
                            ", ", f.updated().stream().map(c -> c + " = p_" + c).toList()));
            v.put(
                    f.name() + "_where",
                    String.join(
                            " AND ",
                            f.lookup().stream().map(c -> c + " = p_" + c).toList()));
        }
        return v;
    }

    private static String declared(List<String> columns) {
        return String.join(", ", columns.stream().map(c -> "p_" + c + " BIGINT").toList());
    }

    /** Whether this workload has its stored code for the dialect, and the database can run it. */
    static boolean exists(String dialect) {
        return SqlDialects.named(dialect).has(Feature.STORED_PROCEDURES)
                && TpcdsCode.class.getResource(dialect + "/code.sql") != null;
    }

    /**
     * Whether the dialect's code is procedures (MariaDB's: each commits inside, its counts an OUT parameter, the
     * last) rather than functions returning their counts: asked of the script itself, as the call must match what
     * it installed.
     */
    static boolean procedures(String dialect) {
        return PROCEDURES.computeIfAbsent(
                dialect,
                d -> String.join("\n", DdlScripts.load(TpcdsCode.class, d + "/code.sql", Map.of()))
                        .contains("PROCEDURE tpcds_version("));
    }

    /** The call of routine {@code name} with {@code args} arguments and its counts: a function's result or OUT last. */
    static String callText(SqlDialect sql, String name, int args) {
        String routine = sql.routine("tpcds", name);
        String marks = String.join(", ", java.util.Collections.nCopies(args, "?"));
        return procedures(sql.name())
                ? "{call " + routine + "(" + marks + ", ?)}"
                : "{? = call " + routine + "(" + marks + ")}";
    }

    /** Refuses, in one sentence, a schema without the code or with another version of it. */
    static void require(Connection c, SqlDialect sql) throws SQLException {
        String found;
        try {
            found = version(c, sql);
        } catch (SQLException e) {
            c.rollback();
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The tpcds server variant calls stored code that is not installed in this schema: run "
                            + "`surge generate tpcds --only-code` to install it, or use --variant client.",
                    e);
        }
        if (!VERSION.equals(found)) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The tpcds stored code in this schema is version " + found + ", this Surgebench calls version "
                            + VERSION + ": run `surge generate tpcds --only-code` to replace it.");
        }
    }

    private static String version(Connection c, SqlDialect sql) throws SQLException {
        String routine = sql.routine("tpcds", "version");
        if (procedures(sql.name())) {
            try (CallableStatement cs = c.prepareCall("{call " + routine + "(?)}")) {
                cs.registerOutParameter(1, Types.VARCHAR);
                cs.execute();
                return cs.getString(1);
            }
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + routine + "()" + sql.fromNoTable())) {
            rs.next();
            return rs.getString(1);
        }
    }
}
