package org.surgebench.workloads.sh;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.util.LinkedHashMap;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.workloads.LoopSql;

/**
 * The Sales History queries for event-loop users: {@link QueryRunner}'s statement, drawn by the same
 * {@link QueryRunner#draw} from the same stream, literal (unprepared, as a JDBC Statement's: a new text nearly every
 * time) or bound (prepared once per connection) as the run says. In autocommit, as the blocking form: no BEGIN,
 * no COMMIT, one round trip a query, and no session sits in an open transaction through the think time, as in
 * Swingbench. There is no query timeout on event loops, and the whole
 * result arrives at once (as pgjdbc's in autocommit); the first row is read, or with {@code all-rows=true} every
 * row and column, counted.
 */
final class ShOnEventLoop {
    private ShOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        Map<String, EventLoopTransaction> out = new LinkedHashMap<>();
        ShQueries.ALL.forEach(q -> out.put(q.shortName(), EventLoopTransaction.inAutocommit(ctx -> execute(ctx, q))));
        return out;
    }

    static Future<?> execute(EventLoopContext ctx, ShQuery query) {
        ShRun run = ctx.shared();
        ShStatement statement =
                QueryRunner.draw(query, run, ctx.random(), ctx.sql().name());
        Future<RowSet<Row>> answer = run.literalSql()
                ? ctx.queryLiteral(statement.literalSql())
                : ctx.query(LoopSql.numbered(statement.bindSql()), Tuple.from(statement.values()));
        return answer.map(rows -> {
            read(ctx, run, rows);
            return rows;
        });
    }

    private static void read(EventLoopContext ctx, ShRun run, RowSet<Row> rows) {
        if (!run.allRows()) {
            return;
        }
        long n = 0;
        for (Row row : rows) {
            for (int i = 0; i < row.size(); i++) {
                row.getValue(i);
            }
            n++;
        }
        ctx.rows(n);
    }
}
