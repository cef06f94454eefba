package org.surgebench.core.generate;

import java.util.List;

/**
 * What a generation did: rows and real size per table, elapsed time per phase, throughput.
 *
 * @param rows          every row of the schema's tables, those loaded before a --resume included
 * @param rowsPerSecond the speed of this generation's load: only the rows it loaded itself count
 * @param rowsResumed   rows an interrupted generation had loaded before this one resumed it (0 without --resume)
 */
public record GenerateReport(
        String workload,
        String dialect,
        double scale,
        long seed,
        int threads,
        boolean dryRun,
        List<TableReport> tables,
        List<PhaseTiming> phases,
        double seconds,
        long rows,
        long bytesSent,
        double rowsPerSecond,
        double mbPerSecond,
        long estimatedBytes,
        long rowsResumed) {

    public record TableReport(String table, long rows, long tableBytes, long indexBytes) {}

    public record PhaseTiming(String phase, double seconds) {}

    public long tableBytes() {
        return tables.stream().mapToLong(t -> Math.max(0, t.tableBytes())).sum();
    }

    public long indexBytes() {
        return tables.stream().mapToLong(t -> Math.max(0, t.indexBytes())).sum();
    }
}
