package org.surgebench.core.sweep;

import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.OracleAwrView;
import org.surgebench.core.dbview.PostgresView;
import org.surgebench.core.host.DeviceIo;
import org.surgebench.core.results.RunResult;

/**
 * The I/O figures of one sweep step, as the storage studies tabulate them (threads against IOPS, MB/s and read
 * latency): the database's own (PostgreSQL's statistics views or Oracle's AWR) and the database host's disks
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
        Double rIo = null, wIo = null, rMb = null, wMb = null, redo = null, readMs = null;
        if (db instanceof PostgresView pg && pg.loadProfile() != null) {
            var p = pg.loadProfile();
            rIo = p.physicalReadIoRequestsPerSec();
            wIo = p.physicalWriteIoRequestsPerSec();
            rMb = p.readMBPerSec();
            wMb = p.writeMBPerSec();
            redo = p.redoMBPerSec();
            readMs = p.avgReadMs();
        } else if (db instanceof org.surgebench.core.dbview.LabelledView l && l.loadProfile() != null) {
            // A labelled view's load profile uses the shared field names (MariaDB and MySQL).
            var p = l.loadProfile();
            rIo = number(p.get("physicalReadIoRequestsPerSec"));
            wIo = number(p.get("physicalWriteIoRequestsPerSec"));
            rMb = number(p.get("readMBPerSec"));
            wMb = number(p.get("writeMBPerSec"));
            redo = number(p.get("redoMBPerSec"));
            readMs = number(p.get("avgReadMs"));
        } else if (db instanceof OracleAwrView awr) {
            rIo = awr.physicalReadIoRequestsPerSec();
            wIo = awr.physicalWriteIoRequestsPerSec();
            rMb = awr.readMBPerSec();
            wMb = awr.writeMBPerSec();
            redo = awr.redoMBPerSec();
            readMs = awr.dbFileSequentialReadAvgMs();
        }
        if (rIo == null && d == null) {
            return null;
        }
        return new StepIo(rIo, wIo, rMb, wMb, redo, readMs, d == null ? null : d.readsPerSec(),
                d == null ? null : d.writesPerSec(), d == null ? null : d.readMBPerSec(),
                d == null ? null : d.writeMBPerSec(), d == null ? null : d.readAvgKB(),
                d == null ? null : d.readAwaitMs());
    }

    private static Double number(Object v) {
        return v instanceof Number n ? n.doubleValue() : null;
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
