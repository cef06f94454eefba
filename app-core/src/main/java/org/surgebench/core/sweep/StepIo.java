package org.surgebench.core.sweep;

import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.host.DeviceIo;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * The I/O figures of one sweep step, as the storage studies tabulate them (threads against IOPS, MB/s and read
 * latency): the database's own ({@link LoadProfile}: PostgreSQL's statistics views, Oracle's AWR, MariaDB's status)
 * and the database host's disks
 * (/proc/diskstats), never mixed. Any figure may be null when its source was not there.
 *
 * @param dbReadMBPerSec  the database's read MB/s; {@code dbAvgReadMs} its average read time (PostgreSQL:
 *                        blk_read_time / blks_read; Oracle: 'db file sequential read')
 * @param redoMBPerSec    WAL (PostgreSQL) or redo (Oracle) MB/s
 * @param diskReadAvgKB   the average read request size on the host's disks
 */
public record StepIo(Double dbReadIoPerSec, Double dbWriteIoPerSec, Double dbReadMBPerSec, Double dbWriteMBPerSec,
                     Double redoMBPerSec, Double dbAvgReadMs, Double diskReadIops, Double diskWriteIops,
                     Double diskReadMBPerSec, Double diskWriteMBPerSec, Double diskReadAvgKB,
                     Double diskReadAwaitMs) {

    /** The step's figures, or null when it has neither database nor disk I/O figures. */
    public static StepIo of(RunResult r) {
        DatabaseView db = DatabaseView.withIo(DatabaseView.of(r));
        DeviceIo d = HostSection.diskTotal(r);
        LoadProfile p = db == null ? null : db.profile();
        Double rIo = p == null ? null : p.physicalReadIoRequestsPerSec();
        Double wIo = p == null ? null : p.physicalWriteIoRequestsPerSec();
        Double rMb = p == null ? null : p.readMBPerSec();
        Double wMb = p == null ? null : p.writeMBPerSec();
        Double redo = p == null ? null : p.redoMBPerSec();
        Double readMs = p == null ? null : p.avgReadMs();
        if (rIo == null && d == null) {
            return null;
        }
        return new StepIo(rIo, wIo, rMb, wMb, redo, readMs, d == null ? null : d.readsPerSec(),
                d == null ? null : d.writesPerSec(), d == null ? null : d.readMBPerSec(),
                d == null ? null : d.writeMBPerSec(), d == null ? null : d.readAvgKB(),
                d == null ? null : d.readAwaitMs());
    }

    /** Read + write MB/s of the database, or null. */
    public Double dbMBPerSec() {
        return DatabaseView.sum(dbReadMBPerSec, dbWriteMBPerSec);
    }

    public Double diskIops() {
        return DatabaseView.sum(diskReadIops, diskWriteIops);
    }

    public Double diskMBPerSec() {
        return DatabaseView.sum(diskReadMBPerSec, diskWriteMBPerSec);
    }
}
