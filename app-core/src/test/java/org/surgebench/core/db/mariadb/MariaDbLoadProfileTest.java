package org.surgebench.core.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.snapshot.LoadProfile;

/** MariaDB's load profile from two status readings, and as its results file holds it. */
class MariaDbLoadProfileTest {

    @Test
    void theResultsFileNamesEveryFigureInItsOrderAndOneTheServerDidNotCountAsNull() {
        // A server that did no buffer pool reads has no hit ratio; no Threads_running samples, no active sessions.
        StatusCounters a = new StatusCounters(0, Map.of("Com_commit", 100.0, "Innodb_data_reads", 10.0));
        StatusCounters b = new StatusCounters(10, Map.of("Com_commit", 600.0, "Innodb_data_reads", 60.0));
        LoadProfile p = MariaDbLoadProfile.compute(a, b, null, false);
        assertThat(p.commitsPerSec()).isEqualTo(50.0);
        assertThat(p.physicalReadIoRequestsPerSec()).isEqualTo(5.0);
        Map<String, Object> file = p.toMap(MariaDbLoadProfile.LAYOUT);
        assertThat(file.keySet()).containsExactlyElementsOf(MariaDbLoadProfile.LAYOUT);
        assertThat(file)
                .containsEntry("bufferHitRatioPct", null)
                .containsEntry("averageActiveSessions", null)
                .containsEntry("physicalWriteIoRequestsPerSec", null)
                .doesNotContainKeys("executesPerSec", "avgReadMs");
    }
}
