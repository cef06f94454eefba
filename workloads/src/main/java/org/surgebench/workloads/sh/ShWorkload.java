package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

/**
 * Sales History as Swingbench runs it: a read-only star schema (SALES facts over customers, products,
 * promotions, channels, countries and days, with Swingbench's row counts) and its thirteen analytic queries
 * (rollups, cubes, a moving average, year-to-date comparisons, rankings) under its defaults: 16 users, 1..2 s
 * between queries, a 55 s query timeout, literal SQL and only the first row read. Run options:
 * {@code bind=true} binds the values instead of inlining them; {@code all-rows=true} reads and counts every row.
 */
public final class ShWorkload implements Workload {

    @Override
    public String name() {
        return "sh";
    }

    /** Sales History's reports scan the fact table: minutes each at 100 GB and more are healthy, not stalls. */
    @Override
    public java.time.Duration defaultStallTimeout() {
        return java.time.Duration.ofMinutes(30);
    }

    /** Swingbench's Sales_History.xml: 16 users, 1000..2000 ms between queries, QueryTimeout 55. */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(16, Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(55));
    }

    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        return ShOptions.all();
    }

    @Override
    public String description() {
        return "Sales History: Swingbench's read-only star schema (14,728,759 sales per scale unit, 1995-2013) "
                + "and its 13 analytic queries";
    }

    /** 0.001 (14,700 sales) is for tests and demos; 0.01 and up for measurements. */
    @Override
    public double minScale() {
        return 0.001;
    }

    @Override
    public double maxScale() {
        return 1000;
    }

    @Override
    public Schema schema(SchemaOptions options) {
        ShShape shape = ShShape.of(options.scale());
        List<TableDef> tables = new ArrayList<>(DimensionTables.all());
        tables.add(CustomerTables.customers(shape));
        tables.add(CustomerTables.demographics(shape));
        tables.add(SalesTable.sales(shape));
        // Oracle: SALES range-partitioned on time_id unless partition=false (Swingbench's SH is partitioned).
        return DdlScripts.schema(
                ShWorkload.class, name(), options, tables, Map.of("partition", options.option("partition", "true")));
    }

    /**
     * The SQL of {@code <dialect>/server-side/<table>.sql} with {@link ShServerSide}'s variables: customers,
     * supplementary_demographics and sales; the fixed-size dimensions load from the client.
     */
    @Override
    public String serverSideSql(SchemaOptions options, String table) {
        return DdlScripts.serverSide(
                ShWorkload.class, options, table, () -> ShServerSide.vars(ShShape.of(options.scale()), options.seed()));
    }

    @Override
    public List<TransactionDef> transactions() {
        return ShQueries.ALL.stream()
                .map(q -> new TransactionDef(
                        q.shortName(),
                        q.name(),
                        q.weight(),
                        true,
                        true,
                        ctx -> QueryRunner.execute(ctx, q),
                        q.formerName() == null ? List.of() : List.of(q.formerName())))
                .toList();
    }

    /** Every query on event loops too ({@code --user-threads event-loop}). */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return ShOnEventLoop.transactions();
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> weights = new LinkedHashMap<>();
        ShQueries.ALL.forEach(q -> weights.put(q.shortName(), q.weight()));
        return List.of(new Mix("analytic", "Swingbench's 13 Sales History queries with its weights", weights));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return ShRun.of(ShDimensions.load(connection), options);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return ShChecks.all();
    }
}
