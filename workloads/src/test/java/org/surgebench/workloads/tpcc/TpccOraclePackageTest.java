package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.DirectTxContext;

/**
 * The TPCC PL/SQL package (oracle/code.sql) against the Java that calls it, without an Oracle: the server variant's
 * five transactions run against a connection that records each call instead of sending it, and every call must
 * name a procedure of the package with exactly the parameters it binds (IN parameters of the type bound, the
 * counts as the last, OUT, parameter); the package's blocks nest and close; every procedure commits; a New-Order
 * rolled back at the unused item, as Oracle reports it (ORA-20001 with the package's message and its error stack),
 * is counted as a rollback with the statements it executed. Its SQL runs in {@link TpccOracleH2Test}; compiling
 * and running it is TpccOracleContainerTest's, where Docker exists.
 */
class TpccOraclePackageTest {
    private static final Pattern SPEC_ROUTINE = Pattern.compile("PROCEDURE (\\w+)\\(([^)]*)\\);");
    private static final Pattern CALL = Pattern.compile("\\{call tpcc\\.(\\w+)\\(([?, ]*)\\)}");
    private static final Pattern BLOCK_WORD =
            Pattern.compile("\\b(END\\s+(?:LOOP|IF)|END|BEGIN|LOOP|IF|CASE)\\b", Pattern.CASE_INSENSITIVE);

    private static List<String> code() {
        return Workloads.byName("tpcc")
                .schema(new SchemaOptions("oracle", 1, 1, Map.of()))
                .codeSql();
    }

    /** What one recorded call bound: its SQL, each argument's setter, the OUT parameter. */
    private static final class Recorded {
        String sql;
        final Map<Integer, String> setters = new TreeMap<>();
        int out;
    }

    /** A connection whose prepareCall records instead of calling; execute throws {@code failure} where given. */
    private static Connection recording(Connection real, List<Recorded> calls, SQLException failure) {
        return (Connection) Proxy.newProxyInstance(
                TpccOraclePackageTest.class.getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> {
                    if (!m.getName().equals("prepareCall")) {
                        return m.invoke(real, args);
                    }
                    Recorded r = new Recorded();
                    r.sql = (String) args[0];
                    calls.add(r);
                    return Proxy.newProxyInstance(
                            TpccOraclePackageTest.class.getClassLoader(),
                            new Class<?>[] {CallableStatement.class},
                            (q, call, a) -> switch (call.getName()) {
                                case "setInt", "setString", "setBigDecimal" ->
                                    r.setters.put((Integer) a[0], call.getName());
                                case "setNull" -> r.setters.put((Integer) a[0], "setNull" + a[1]);
                                case "registerOutParameter" -> {
                                    r.out = (Integer) a[0];
                                    yield a[1].equals(Types.VARCHAR) ? null : "not VARCHAR";
                                }
                                case "execute" -> {
                                    if (failure != null) {
                                        throw failure;
                                    }
                                    yield false;
                                }
                                case "getString" -> "1,0,0,0";
                                default -> null;
                            });
                });
    }

    private static Map<String, List<String>> specProcedures() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        Matcher m = SPEC_ROUTINE.matcher(code().get(0).replaceAll("\\s+", " "));
        while (m.find()) {
            out.put(m.group(1), List.of(m.group(2).split(",\\s*")));
        }
        return out;
    }

    @Test
    void theJavaCallsEveryProcedureOfThePackageWithTheParametersItBinds() throws Exception {
        List<Recorded> calls = new ArrayList<>();
        try (Connection h2 = DriverManager.getConnection(TestDatabases.h2Memory("tpccpkg"), "sa", "")) {
            Connection c = recording(h2, calls, null);
            TxContext ctx = new DirectTxContext(c, new TpccRun(2, TpccKeys.forSeed(1)), "oracle");
            ServerTransactions.newOrder(ctx);
            ServerTransactions.payment(ctx);
            ServerTransactions.orderStatus(ctx);
            ServerTransactions.delivery(ctx);
            ServerTransactions.stockLevel(ctx);
            // The package commits: the call runs outside autocommit, as the soe package's.
            assertThat(h2.getAutoCommit()).isFalse();
        }
        Map<String, List<String>> spec = specProcedures();
        assertThat(spec).containsOnlyKeys("new_order", "payment", "order_status", "delivery", "stock_level");
        assertThat(calls).hasSize(5);
        for (Recorded r : calls) {
            Matcher m = CALL.matcher(r.sql);
            assertThat(m.matches()).as(r.sql).isTrue();
            List<String> params = spec.get(m.group(1));
            assertThat(params).as(m.group(1) + " in the package").isNotNull();
            int marks = m.group(2).replaceAll("[^?]", "").length();
            assertThat(params).as(r.sql).hasSize(marks);
            assertThat(params.get(marks - 1)).as(r.sql).contains(" OUT VARCHAR2");
            assertThat(r.out).as(r.sql).isEqualTo(marks);
            for (int i = 1; i < marks; i++) {
                String param = params.get(i - 1);
                assertThat(param).as(r.sql).contains(" IN ");
                String setter = r.setters.get(i);
                String expected = param.endsWith("INTEGER")
                        ? "setInt"
                        : param.endsWith("NUMBER") ? "setBigDecimal" : "setString|setNull" + Types.VARCHAR;
                assertThat(setter).as(r.sql + " argument " + i + " " + param).matches(expected);
            }
        }
        String body = code().get(1).replaceAll("\\s+", " ");
        for (Map.Entry<String, List<String>> p : spec.entrySet()) {
            String head = "PROCEDURE " + p.getKey() + "(" + String.join(", ", p.getValue()) + ") IS";
            assertThat(body).as(p.getKey() + " in the body as in the spec").contains(head);
            String procedure = body.substring(body.indexOf(head), body.indexOf("END " + p.getKey() + ";"));
            assertThat(procedure).as(p.getKey() + " commits").contains("COMMIT;");
            assertThat(procedure)
                    .as(p.getKey() + " rolls back on any error")
                    .contains("WHEN OTHERS THEN ROLLBACK; RAISE;");
        }
        assertThat(body)
                .contains("FUNCTION version RETURN VARCHAR2 IS BEGIN RETURN '" + TpccWorkload.CODE_VERSION + "';");
        assertThat(code().get(2)).contains("user_errors WHERE name = 'TPCC'").contains("RAISE_APPLICATION_ERROR");
    }

    @Test
    void aNewOrderRolledBackAtTheUnusedItemCountsWhatItExecutedAndARollback() throws Exception {
        // As the Oracle driver reports the package's RAISE_APPLICATION_ERROR: its message, then the error stack.
        SQLException rolledBack = new SQLException(
                "ORA-20001: SB001: tpcc New-Order rolled back: an item is not used; executed 13,2,1,0\n"
                        + "ORA-06512: at \"SURGE.TPCC\", line 97\nORA-06512: at line 1",
                "72000",
                20001);
        assertThat(code().get(1))
                .contains("'" + ServerTransactions.ROLLED_BACK + ": ")
                .contains("; executed '");
        try (Connection h2 = DriverManager.getConnection(TestDatabases.h2Memory("tpccpkgrb"), "sa", "")) {
            DirectTxContext ctx = new DirectTxContext(
                    recording(h2, new ArrayList<>(), rolledBack), new TpccRun(1, TpccKeys.forSeed(1)), "oracle");
            ServerTransactions.newOrder(ctx);
            assertThat(ctx.count(StatementKind.SELECT)).isEqualTo(13);
            assertThat(ctx.count(StatementKind.INSERT)).isEqualTo(2);
            assertThat(ctx.count(StatementKind.UPDATE)).isEqualTo(1);
            assertThat(ctx.count(StatementKind.ROLLBACK)).isEqualTo(1);
            assertThat(ctx.count(StatementKind.COMMIT)).isZero();
            // Any other error is the transaction's error.
            SQLException deadlock = new SQLException("ORA-00060: deadlock detected", "61000", 60);
            DirectTxContext other = new DirectTxContext(
                    recording(h2, new ArrayList<>(), deadlock), new TpccRun(1, TpccKeys.forSeed(1)), "oracle");
            assertThat((Object) catchThrowableOfType(SQLException.class, () -> ServerTransactions.newOrder(other)))
                    .isSameAs(deadlock);
        }
    }

    @Test
    void thePackagesBlocksNestAndClose() {
        for (String unit : code().subList(0, 2)) {
            // Literals and the package's own AS ... END tpcc aside, every END closes the innermost open block.
            String text = unit.replaceAll("'[^']*'", "''");
            Deque<String> open = new ArrayDeque<>();
            open.push("PACKAGE");
            Matcher m = BLOCK_WORD.matcher(text);
            while (m.find()) {
                String word = m.group(1).toUpperCase(java.util.Locale.ROOT).replaceAll("\\s+", " ");
                switch (word) {
                    case "BEGIN", "LOOP", "IF", "CASE" -> open.push(word);
                    case "END LOOP", "END IF" -> assertThat(open.pop()).as(word).isEqualTo(word.substring(4));
                    default -> assertThat(open.pop()).as("END").isIn("BEGIN", "CASE", "PACKAGE");
                }
            }
            assertThat(open).as("blocks left open").isEmpty();
        }
    }

    @Test
    void theRowLimitIsTheDialects() {
        assertThat(SqlDialects.named("oracle").firstRows(1)).isEqualTo(" FETCH FIRST 1 ROWS ONLY");
        assertThat(SqlDialects.named("postgresql").firstRows(1)).isEqualTo(" FETCH FIRST 1 ROWS ONLY");
        assertThat(SqlDialects.named("mysql").firstRows(1)).isEqualTo(" LIMIT 1");
        assertThat(SqlDialects.named("oracle").routine("tpcc", "new_order")).isEqualTo("tpcc.new_order");
    }
}
