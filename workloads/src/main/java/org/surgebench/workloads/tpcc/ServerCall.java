package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.TxContext;
import org.surgebench.workloads.LoopSql;

/**
 * One call of the server variant's stored code, in the form the database has: on PostgreSQL a function that
 * returns the statement counts and takes New-Order's lines as arrays ({@code {? = call f(...)}}), on MariaDB,
 * MySQL and Oracle a procedure whose last parameter is set to the counts and which takes the lines as
 * comma-separated lists ({@code {call p(..., ?)}}), as HammerDB calls its procedures there. The routine's name is
 * the dialect's ({@code tpcc_new_order}, or {@code tpcc.new_order} in Oracle's package). Arguments are numbered
 * from 1 here whatever the form.
 */
final class ServerCall {
    private final CallableStatement cs;
    private final boolean procedure;
    private final int out;

    private ServerCall(CallableStatement cs, boolean procedure, int out) {
        this.cs = cs;
        this.procedure = procedure;
        this.out = out;
    }

    /** Per dialect and text: whether its code script has it (read once). */
    private static final Map<String, Boolean> FOUND = new ConcurrentHashMap<>();

    /**
     * Whether the dialect's code ({@code <dialect>/code.sql}) is procedures rather than functions: asked of the
     * script itself, as the call must match what it installed. New-Order's routine is declared under its own
     * name: the dialect's routine name, or its last part inside a package.
     */
    static boolean procedures(SqlDialect sql) {
        Boolean known = PROCEDURES.get(sql.name());
        if (known == null) {
            String routine = sql.routine("tpcc", "new_order");
            known = scriptHas(sql.name(), "PROCEDURE " + routine.substring(routine.lastIndexOf('.') + 1) + "(");
            PROCEDURES.put(sql.name(), known);
        }
        return known;
    }

    /** Per dialect: {@link #procedures}'s answer, asked at each transaction (finding it in the script is not free). */
    private static final Map<String, Boolean> PROCEDURES = new ConcurrentHashMap<>();

    /**
     * Whether the dialect's code script has {@code text} (read once per dialect and text), as the generator reads
     * it: its includes resolved (MySQL's includes MariaDB's).
     */
    private static boolean scriptHas(String dialect, String text) {
        return FOUND.computeIfAbsent(
                dialect + "\n" + text,
                k -> String.join("\n", DdlScripts.load(ServerCall.class, dialect + "/code.sql", Map.of()))
                        .contains(text));
    }

    /**
     * The installed code's version: {@code tpcc_version()}'s result (in Oracle's package {@code tpcc.version}), or
     * its OUT parameter where the code makes no functions (MySQL's form: see mysql/code.sql).
     */
    static String version(Connection c, SqlDialect sql) throws SQLException {
        if (scriptHas(sql.name(), "PROCEDURE tpcc_version(")) {
            try (CallableStatement cs = c.prepareCall("{call tpcc_version(?)}")) {
                cs.registerOutParameter(1, Types.VARCHAR);
                cs.execute();
                return cs.getString(1);
            }
        }
        try (java.sql.Statement s = c.createStatement();
                java.sql.ResultSet rs =
                        s.executeQuery("SELECT " + sql.routine("tpcc", "version") + "()" + sql.fromNoTable())) {
            rs.next();
            return rs.getString(1);
        }
    }

    /**
     * The call of the tpcc routine {@code name} with {@code args} arguments. Where stored code can commit (Oracle's
     * PL/SQL) the code commits and the call runs outside autocommit, as HammerDB's procedures there; elsewhere the
     * call runs in autocommit mode, so that it is one transaction however the code ends it.
     */
    static ServerCall of(TxContext ctx, String name, int args) throws SQLException {
        Connection c = ctx.connection();
        SqlDialect sql = ctx.sql();
        boolean autocommit = !sql.has(Feature.COMMIT_IN_STORED_CODE);
        if (c.getAutoCommit() != autocommit) {
            c.setAutoCommit(autocommit);
        }
        boolean procedure = procedures(sql);
        CallableStatement cs = ctx.prepareCall(callText(sql, name, args, procedure));
        int out = procedure ? args + 1 : 1;
        cs.registerOutParameter(out, Types.VARCHAR);
        return new ServerCall(cs, procedure, out);
    }

    /**
     * Per dialect, then routine: the call's text, made once (each transaction asks for it; making it anew cost
     * a few strings per transaction).
     */
    private static final Map<String, Map<String, String>> CALLS = new ConcurrentHashMap<>();

    private static String callText(SqlDialect sql, String name, int args, boolean procedure) {
        Map<String, String> calls = CALLS.get(sql.name());
        if (calls == null) {
            calls = CALLS.computeIfAbsent(sql.name(), k -> new ConcurrentHashMap<>());
        }
        String text = calls.get(name);
        if (text == null) {
            String routine = sql.routine("tpcc", name);
            String marks = String.join(", ", java.util.Collections.nCopies(args, "?"));
            text = procedure ? "{call " + routine + "(" + marks + ", ?)}" : "{? = call " + routine + "(" + marks + ")}";
            calls.put(name, text);
        }
        return text;
    }

    /**
     * The call as an event-loop transaction sends it ({@link LoopSql}): a query of the function,
     * {@code SELECT routine($1, ...)}, as
     * pgjdbc turns the JDBC call into a query of it; the dialect's routine name. Only code made of functions is
     * called so (PostgreSQL's): a procedure's OUT parameter has no such form.
     */
    static String functionQuery(SqlDialect sql, String name, int args) {
        if (procedures(sql)) {
            throw new IllegalStateException("The tpcc server variant's event-loop form calls functions; the "
                    + sql.product() + " code is procedures: run it with --user-threads platform.");
        }
        return FUNCTION_QUERIES.computeIfAbsent(sql.name() + "\n" + name, k -> {
            String marks = String.join(", ", java.util.Collections.nCopies(args, "?"));
            return LoopSql.numbered("SELECT " + sql.routine("tpcc", name) + "(" + marks + ")" + sql.fromNoTable());
        });
    }

    /** Per dialect and routine: {@link #functionQuery}'s text, made once. */
    private static final Map<String, String> FUNCTION_QUERIES = new ConcurrentHashMap<>();

    private int at(int arg) {
        return procedure ? arg : arg + 1;
    }

    ServerCall setInt(int arg, int value) throws SQLException {
        cs.setInt(at(arg), value);
        return this;
    }

    ServerCall setBigDecimal(int arg, BigDecimal value) throws SQLException {
        cs.setBigDecimal(at(arg), value);
        return this;
    }

    /** A string, or SQL NULL for null. */
    ServerCall setString(int arg, String value) throws SQLException {
        if (value == null) {
            cs.setNull(at(arg), Types.VARCHAR);
        } else {
            cs.setString(at(arg), value);
        }
        return this;
    }

    /** Whole numbers: an integer array, or a comma-separated list where the database has no arrays. */
    ServerCall setInts(Connection c, int arg, Integer[] values) throws SQLException {
        if (procedure) {
            StringBuilder list = new StringBuilder(values.length * 6);
            for (int i = 0; i < values.length; i++) {
                list.append(i == 0 ? "" : ",").append(values[i].intValue());
            }
            cs.setString(at(arg), list.toString());
        } else {
            cs.setArray(at(arg), c.createArrayOf("integer", values));
        }
        return this;
    }

    /** Runs the call; the counts it reports, "selects,inserts,updates,deletes". */
    String execute() throws SQLException {
        cs.execute();
        return cs.getString(out);
    }
}
