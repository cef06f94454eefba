package org.surgebench.core.dbview;

import java.util.List;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * Oracle's view of a run from two AWR snapshots (results {@code database.awr}), as {@code AwrFigures}
 * computes it: the load profile per second, the top foreground waits and the 'db file sequential read'
 * latency with its histogram, summed over the instances (the whole cluster on RAC).
 *
 * @param report the AWR HTML report's file name beside the results, when written
 */
public record OracleAwrView(
        Long dbid,
        String awrUser,
        Long beginSnapId,
        Long endSnapId,
        List<Integer> instances,
        Double elapsedSeconds,
        Double physicalReadIoRequestsPerSec,
        Double physicalWriteIoRequestsPerSec,
        Double physicalReadTotalIoRequestsPerSec,
        Double physicalWriteTotalIoRequestsPerSec,
        Double userCallsPerSec,
        Double executesPerSec,
        Double logicalReadsPerSec,
        Double blockChangesPerSec,
        Double commitsPerSec,
        Double physicalReadBlocksPerSec,
        Double physicalWriteBlocksPerSec,
        Double readMBPerSec,
        Double writeMBPerSec,
        Double readTotalMBPerSec,
        Double writeTotalMBPerSec,
        Double redoMBPerSec,
        Double transactionsPerSec,
        Long logicalReads,
        Double averageActiveSessions,
        Double dbCpuPerSec,
        List<WaitEvent> topWaitEvents,
        Double dbFileSequentialReadAvgMs,
        List<Bucket> dbFileSequentialReadHistogram,
        String report)
        implements DatabaseView {
    /** The snapshot provider's name, its key under the results' {@code database}. */
    public static final String PROVIDER = "awr";

    /** Waits of 'db file sequential read' that took less than {@code ltMs} (and more than the bucket before). */
    public record Bucket(Long ltMs, Long waits, Double pct) {}

    @Override
    public Double dbIoRequestsPerSec() {
        return DatabaseView.sum(physicalReadIoRequestsPerSec, physicalWriteIoRequestsPerSec);
    }

    /** AWR's load profile in the shared record; the average read time is that of 'db file sequential read'. */
    @Override
    public LoadProfile profile() {
        return new LoadProfile(
                elapsedSeconds,
                transactionsPerSec,
                commitsPerSec,
                null,
                executesPerSec,
                logicalReadsPerSec,
                null,
                physicalReadIoRequestsPerSec,
                physicalWriteIoRequestsPerSec,
                readMBPerSec,
                writeMBPerSec,
                dbFileSequentialReadAvgMs,
                redoMBPerSec,
                averageActiveSessions,
                dbIoSource(),
                null);
    }

    @Override
    public String dbIoSource() {
        return "AWR: V$SYSSTAT physical read + write IO requests";
    }

    @Override
    public Double bufferHitRatioPct() {
        return null;
    }

    @Override
    public BarChart ranking() {
        if (topWaitEvents == null) {
            return null;
        }
        return new BarChart(
                "topwaits",
                "Oracle AWR: top wait events, % of DB time",
                "% of DB time",
                topWaitEvents.stream().map(WaitEvent::qualifiedName).toList(),
                topWaitEvents.stream().map(WaitEvent::pctDbTime).toList());
    }
}
