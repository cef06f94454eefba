// What `--per-statement` adds per statement, measured alone: the two clock reads, the lookup of the statement's
// text by its PreparedStatement (a HashMap, as StatementCache.of) and the engine's own record
// (TxMetrics.statementTime: a ConcurrentHashMap lookup and two LongAdder increments), by THREADS threads at once
// over one transaction type's six statements (tpcb's five and its COMMIT). CPU time of the threads (ThreadMXBean),
// not wall time, so other work on the machine does not count. Multiply by a transaction's statements and divide by
// its client CPU (bench/ab-run.sh) for the share (docs/benchmarks.md, "Retries, statement times and the
// transaction log"). Build first (mvn -B -q package -DskipTests), then:
//   java -cp app-cli/target/surgebench-cli-all.jar bench/PerStatementCost.java [THREADS] [MILLIONS]
// The first of five rounds includes the JIT's warm-up; the last is the figure.
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.metrics.TxMetrics;

public class PerStatementCost {
    static final String[] SQL = {
        "UPDATE pgbench_accounts SET abalance = abalance + ? WHERE aid = ?",
        "SELECT abalance FROM pgbench_accounts WHERE aid = ?",
        "UPDATE pgbench_tellers SET tbalance = tbalance + ? WHERE tid = ?",
        "UPDATE pgbench_branches SET bbalance = bbalance + ? WHERE bid = ?",
        "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)",
        "COMMIT"
    };
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        long calls = (long) ((args.length > 1 ? Double.parseDouble(args[1]) : 5) * 1_000_000);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= 5; round++) {
            TxMetrics metrics = new TxMetrics("TX", "tpcb");
            long[] cpu = new long[threads];
            Thread[] ts = new Thread[threads];
            for (int i = 0; i < threads; i++) {
                int me = i;
                ts[i] = new Thread(() -> {
                    // Each user's own statements, keyed by object as the user's StatementCache keys them.
                    Map<Object, String> cache = new HashMap<>();
                    Object[] statements = new Object[SQL.length];
                    for (int s = 0; s < SQL.length; s++) {
                        statements[s] = new Object();
                        cache.put(statements[s], SQL[s]);
                    }
                    long start = mx.getCurrentThreadCpuTime();
                    long acc = 0;
                    for (long n = 0; n < calls; n++) {
                        long t0 = System.nanoTime();
                        String sql = cache.get(statements[(int) (n % SQL.length)]);
                        long nanos = System.nanoTime() - t0;
                        metrics.statementTime(sql, nanos);
                        acc += nanos;
                    }
                    cpu[me] = mx.getCurrentThreadCpuTime() - start;
                    sink += acc;
                });
                ts[i].start();
            }
            long total = 0;
            for (int i = 0; i < threads; i++) {
                ts[i].join();
                total += cpu[i];
            }
            System.out.printf("round %d: %d threads x %,d statements: %.1f ns of CPU per statement%n",
                    round, threads, calls, (double) total / threads / calls);
        }
    }
}
