package org.surgebench.core.host;

/**
 * What a block device did between two readings, in the columns {@code iostat -x} prints: requests/s,
 * MB/s, average request size (KB), average wait (ms, queueing included), average queue size and % busy.
 */
public record DeviceIo(
        String device,
        double readsPerSec,
        double writesPerSec,
        double iops,
        double readMBPerSec,
        double writeMBPerSec,
        double readAvgKB,
        double writeAvgKB,
        double readAwaitMs,
        double writeAwaitMs,
        double avgQueueSize,
        double utilPct) {

    private static final double SECTOR = 512;
    private static final double MB = 1024 * 1024;

    public static DeviceIo between(DiskCounters a, DiskCounters b, double seconds) {
        double s = seconds <= 0 ? 1 : seconds;
        long r = b.reads() - a.reads();
        long w = b.writes() - a.writes();
        double rBytes = (b.readSectors() - a.readSectors()) * SECTOR;
        double wBytes = (b.writeSectors() - a.writeSectors()) * SECTOR;
        return new DeviceIo(
                b.device(),
                round(r / s),
                round(w / s),
                round((r + w) / s),
                round(rBytes / MB / s),
                round(wBytes / MB / s),
                r == 0 ? 0 : round(rBytes / 1024 / r),
                w == 0 ? 0 : round(wBytes / 1024 / w),
                r == 0 ? 0 : round((double) (b.readMillis() - a.readMillis()) / r),
                w == 0 ? 0 : round((double) (b.writeMillis() - a.writeMillis()) / w),
                round((b.weightedIoMillis() - a.weightedIoMillis()) / (s * 1000)),
                Math.min(100, round((b.ioMillis() - a.ioMillis()) / (s * 10))));
    }

    /** Several devices as one (requests and bytes add up; waits and sizes are weighted by requests). */
    public static DeviceIo total(String name, java.util.List<DeviceIo> devices) {
        double rs = 0, ws = 0, rmb = 0, wmb = 0, rwait = 0, wwait = 0, rkb = 0, wkb = 0, q = 0, util = 0;
        for (DeviceIo d : devices) {
            rs += d.readsPerSec;
            ws += d.writesPerSec;
            rmb += d.readMBPerSec;
            wmb += d.writeMBPerSec;
            rwait += d.readAwaitMs * d.readsPerSec;
            wwait += d.writeAwaitMs * d.writesPerSec;
            rkb += d.readAvgKB * d.readsPerSec;
            wkb += d.writeAvgKB * d.writesPerSec;
            q += d.avgQueueSize;
            util = Math.max(util, d.utilPct);
        }
        return new DeviceIo(
                name,
                round(rs),
                round(ws),
                round(rs + ws),
                round(rmb),
                round(wmb),
                rs == 0 ? 0 : round(rkb / rs),
                ws == 0 ? 0 : round(wkb / ws),
                rs == 0 ? 0 : round(rwait / rs),
                ws == 0 ? 0 : round(wwait / ws),
                round(q),
                round(util));
    }

    static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
