package org.surgebench.workloads.stress;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.workloads.PerScale;

/**
 * Swingbench's Stress Test: one table ({@code stresstesttable}) and four one-statement transactions, insert,
 * select, update and delete by primary key, with Swingbench's short names, weights (15, 40, 30, 10) and run
 * settings (4 users, no think time). Portable SQL on every database. Scale 1 is 1,000,000 rows; Swingbench
 * starts every run on an empty table of its own making (docs/stress.md says why Surgebench generates rows).
 */
public final class StressWorkload implements Workload {
    static final PerScale ROWS = new PerScale(1_000_000, "rows");

    @Override
    public String name() {
        return "stress";
    }

    @Override
    public String description() {
        return "Swingbench's Stress Test: insert, select, update and delete by key on one table "
                + "(scale 1 = 1,000,000 rows)";
    }

    @Override
    public double minScale() {
        return 0.0001;
    }

    /** Swingbench's id is an INTEGER: room is left below 2^31 for the rows runs insert. */
    @Override
    public double maxScale() {
        return 1000;
    }

    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        return ROWS.label(scale);
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long rows = ROWS.at(options.scale());
        TableDef table = new TableDef(
                StressRows.TABLE, StressRows.COLUMNS, rows, rows, StressRows.ROW_BYTES, StressRows.generator());
        return DdlScripts.schema(StressWorkload.class, name(), options, List.of(table), Map.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("I", "Insert Transaction", 15, true, false, StressRun::insert),
                new TransactionDef("S", "Simple Select", 40, true, true, StressRun::select),
                new TransactionDef("U", "Update Transaction", 30, true, false, StressRun::update),
                new TransactionDef("D", "Delete Transaction", 10, true, false, StressRun::delete));
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return StressOnEventLoop.transactions();
    }

    @Override
    public List<Mix> mixes() {
        // Swingbench has one: its configuration file's weights.
        return List.of(new Mix("swingbench", "Stress_Test.xml's weights", weights()));
    }

    private Map<String, Integer> weights() {
        Map<String, Integer> w = new java.util.LinkedHashMap<>();
        transactions().forEach(t -> w.put(t.shortName(), t.defaultWeight()));
        return w;
    }

    /** Stress_Test.xml: 4 users, no think time (MinDelay and MaxDelay 0), no query timeout. */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(4, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return StressRun.prepare(connection);
    }

    /** Delete Transaction removes rows. */
    @Override
    public Set<String> tablesTransactionsShrink() {
        return Set.of(StressRows.TABLE);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(VerifyCheck.of("every row holds Swingbench's Stress Test values", (c, o) -> {
            long bad = count(
                    c,
                    "SELECT COUNT(*) FROM stresstesttable WHERE aint IS NULL OR aint < 1 "
                            + "OR afloat IS NULL OR afloat < 1 OR afloat > 1000 "
                            + "OR asmallvarchar IS NULL OR abigvarchar IS NULL OR adate IS NULL");
            return bad == 0 ? null : bad + " rows have a value outside Swingbench's rules (or none)";
        }));
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
