package org.surgebench.core.dbview;

import java.util.List;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * PostgreSQL's view of a run (results {@code database.postgresql}): the load profile of the measured
 * window, a short profile per second ({@code series}), active sessions per wait class ({@code waitSeries})
 * and the raw counter deltas.
 *
 * @param pgStatStatements "installed", or why the top SQL is missing
 */
public record PostgresView(Integer serverVersionNum, String pgStatStatements, PostgresLoadProfile loadProfile,
                           Map<String, List<Double>> series, Map<String, List<Double>> waitSeries,
                           Map<String, Double> counterDeltas) implements DatabaseView {
    /** The snapshot provider's name, its key under the results' {@code database}. */
    public static final String PROVIDER = "postgresql";


    @Override
    public Double dbIoRequestsPerSec() {
        return loadProfile == null ? null
                : DatabaseView.sum(loadProfile.physicalReadIoRequestsPerSec(), loadProfile.physicalWriteIoRequestsPerSec());
    }

    @Override
    public LoadProfile profile() {
        return loadProfile == null ? null : loadProfile.shared();
    }

    @Override
    public String dbIoSource() {
        String source = loadProfile == null ? null : loadProfile.ioSource();
        if (source == null) {
            source = serverVersionNum != null && serverVersionNum >= 160000 ? "pg_stat_io"
                    : "pg_stat_database, pg_stat_bgwriter";
        }
        return source;
    }

    @Override
    public Double bufferHitRatioPct() {
        return loadProfile == null ? null : loadProfile.bufferHitRatioPct();
    }

    /** "PostgreSQL 15.4" from 150004, "PostgreSQL" when unknown. */
    public String product() {
        if (serverVersionNum == null) {
            return "PostgreSQL";
        }
        int major = serverVersionNum / 10000;
        return "PostgreSQL " + (major >= 10 ? major + "." + serverVersionNum % 10000
                : major + "." + serverVersionNum / 100 % 100);
    }
}
