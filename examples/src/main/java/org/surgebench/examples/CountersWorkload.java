package org.surgebench.examples;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * A whole custom workload: one table of counters (1,000 per unit of scale), a transaction that bumps a
 * random counter and one that reads it. The engine finds it through
 * {@code META-INF/services/org.surgebench.core.spi.Workload}; {@code generate}, {@code run}, {@code drop}
 * and the reports then work for it as for the built-in ones.
 */
public final class CountersWorkload implements Workload {
    static final int COUNTERS_PER_SCALE = 1_000;

    @Override
    public String name() {
        return "counters";
    }

    @Override
    public String description() {
        return "Example: bump and read counters in one table";
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long rows = Math.max(1, Math.round(options.scale() * COUNTERS_PER_SCALE));
        // Rows are a function of (seed, key) only, so any worker may write any key range.
        TableDef counters = new TableDef("counters", List.of("id", "hits"), rows, rows, 24, (seed, from, to, sink) -> {
            for (long id = from; id <= to; id++) {
                sink.value(id).value(0L).endRow();
            }
        });
        return new Schema(
                List.of(counters),
                List.of("CREATE TABLE counters (id BIGINT NOT NULL, hits BIGINT NOT NULL)"),
                List.of("ALTER TABLE counters ADD PRIMARY KEY (id)"),
                List.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("BMP", "Bump a counter", 80, true, false, ctx -> {
                    PreparedStatement bump = ctx.prepare("UPDATE counters SET hits = hits + 1 WHERE id = ?");
                    bump.setLong(1, 1 + ctx.random().nextInt(ctx.<Integer>shared()));
                    ctx.update(bump);
                    ctx.commit();
                }),
                new TransactionDef("RD", "Read a counter", 20, true, true, ctx -> {
                    PreparedStatement read = ctx.prepare("SELECT hits FROM counters WHERE id = ?");
                    read.setLong(1, 1 + ctx.random().nextInt(ctx.<Integer>shared()));
                    try (ResultSet rs = ctx.query(read)) {
                        ctx.rows(rs.next() ? 1 : 0);
                    }
                    ctx.commit();
                }));
    }

    @Override
    public List<Mix> mixes() {
        return List.of(new Mix("default", "80 % bumps, 20 % reads", Map.of("BMP", 80, "RD", 20)));
    }

    /** What every user shares: how many counters there are, read once per run. */
    @Override
    public Object prepareRun(java.sql.Connection connection, SchemaOptions options) throws java.sql.SQLException {
        try (var st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM counters")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
