package org.surgebench.core.dbview;

import java.util.List;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * PostgreSQL's load profile of a measured window, as {@code PgLoadProfile} computes it from two readings of
 * the statistics views: rates per second, named as in the Oracle AWR load profile where the meaning is the
 * same. The field list and where each figure comes from: docs/reports.md.
 *
 * <p>{@code readLatencyHistogram}: blocks read by the average read time of their sampling interval (null or
 * empty without track_io_timing, and in results written before it existed).
 *
 * @param ioSource where the IO request counts come from: {@code pg_stat_io} (PostgreSQL 16+), or
 *                 {@code pg_stat_database} blocks read and {@code pg_stat_bgwriter} buffers written before it
 *                 (null in results written before this field existed)
 */
public record PostgresLoadProfile(
        Double elapsedSeconds,
        Double transactionsPerSec, Double commitsPerSec, Double rollbacksPerSec, Double executesPerSec,
        Double logicalReadsPerSec, Double blocksReadPerSec, Double blocksHitPerSec, Double bufferHitRatioPct,
        Double physicalReadIoRequestsPerSec, Double physicalWriteIoRequestsPerSec, Double readMBPerSec,
        Double writeMBPerSec, Double avgReadMs, String ioSource,
        Double redoMBPerSec, Double walRecordsPerSec, Double walFullPageImagesPerSec,
        Double tuplesInsertedPerSec, Double tuplesUpdatedPerSec, Double tuplesDeletedPerSec,
        Double tuplesReturnedPerSec, Double tuplesFetchedPerSec,
        Long checkpointsTimed, Long checkpointsRequested, Double buffersCheckpointPerSec,
        Double buffersBgwriterPerSec, Double buffersBackendPerSec,
        Long tempFiles, Double tempMB, Long deadlocks,
        Long waitSamples, Double averageActiveSessions, List<WaitEvent> topWaitEvents,
        List<TopStatement> topSql, List<ObjectIo> topTables, List<ObjectIo> topIndexes,
        List<ReadLatencyBucket> readLatencyHistogram) {

    /** The figures every database gives, in their shared record (PostgreSQL's own stay in this one). */
    public LoadProfile shared() {
        return new LoadProfile(elapsedSeconds, transactionsPerSec, commitsPerSec, rollbacksPerSec, executesPerSec,
                logicalReadsPerSec, bufferHitRatioPct, physicalReadIoRequestsPerSec, physicalWriteIoRequestsPerSec,
                readMBPerSec, writeMBPerSec, avgReadMs, redoMBPerSec, averageActiveSessions, ioSource, null);
    }

    /**
     * Blocks read whose sampling interval (about a second) had an average read time below {@code ltUs}
     * microseconds (null: the open last bucket); PostgreSQL keeps no latency per read.
     */
    public record ReadLatencyBucket(Long ltUs, Long reads, Double pct) {
    }

    /** A statement of pg_stat_statements, by its execution time in the window. */
    public record TopStatement(String queryId, Long calls, Double totalMs, Double msPerCall, Double callsPerSec,
                               Double rowsPerCall, Double sharedBlksReadPerCall, Double sharedBlksHitPerCall,
                               Double pctTime, String query) {
    }

    /** A table or index by the blocks it touched per second (read from outside shared buffers, or hit). */
    public record ObjectIo(String name, Double heapBlksReadPerSec, Double heapBlksHitPerSec,
                           Double idxBlksReadPerSec, Double idxBlksHitPerSec, Double blocksPerSec) {
    }
}
