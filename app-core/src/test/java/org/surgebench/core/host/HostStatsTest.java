package org.surgebench.core.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.results.Json;

/** /proc/stat and /proc/diskstats arithmetic on stored text, and the same-host decision. */
class HostStatsTest {
    static final String STAT_A = "cpu  1000 0 500 8000 100 0 0 0 0 0\ncpu0 500 0 250 4000 50 0 0 0 0 0\n";
    static final String STAT_B = "cpu  1600 0 700 8600 200 0 0 0 0 0\ncpu0 800 0 350 4300 100 0 0 0 0 0\n";
    static final String DISK_A = """
               7       0 loop0 10 0 80 5 0 0 0 0 0 5 5 0 0 0 0
             254       0 vda 1000 0 16000 500 2000 0 64000 4000 0 1000 4500 0 0 0 0
             254       1 vda1 990 0 15800 495 2000 0 64000 4000 0 990 4495 0 0 0 0
            """;
    static final String DISK_B = """
               7       0 loop0 10 0 80 5 0 0 0 0 0 5 5 0 0 0 0
             254       0 vda 3000 0 48000 1500 4000 0 192000 12000 2 1500 17500 0 0 0 0
             254       1 vda1 2990 0 47800 1495 4000 0 192000 12000 2 1490 17495 0 0 0 0
            """;

    @Test
    void cpuShares() {
        CpuTimes.Shares s = CpuTimes.parse(STAT_B).since(CpuTimes.parse(STAT_A));
        // 1500 ticks in all: user 600, system 200, idle 600, iowait 100
        assertThat(s.userPct()).isEqualTo(40.0);
        assertThat(s.sysPct()).isEqualTo(13.3);
        assertThat(s.idlePct()).isEqualTo(40.0);
        assertThat(s.iowaitPct()).isEqualTo(6.7);
    }

    @Test
    void iostatFiguresOverTwoSeconds() {
        Map<String, DiskCounters> a = DiskCounters.parse(DISK_A);
        Map<String, DiskCounters> b = DiskCounters.parse(DISK_B);
        DeviceIo d = DeviceIo.between(a.get("vda"), b.get("vda"), 2);
        assertThat(d.readsPerSec()).isEqualTo(1000.0);
        assertThat(d.writesPerSec()).isEqualTo(1000.0);
        assertThat(d.iops()).isEqualTo(2000.0);
        // 32000 sectors of 512 bytes read in 2 s = 7.81 MB/s, 8 KB per read
        assertThat(d.readMBPerSec()).isEqualTo(7.81);
        assertThat(d.readAvgKB()).isEqualTo(8.0);
        assertThat(d.writeAvgKB()).isEqualTo(32.0);
        assertThat(d.readAwaitMs()).isEqualTo(0.5);
        assertThat(d.writeAwaitMs()).isEqualTo(4.0);
        assertThat(d.avgQueueSize()).isEqualTo(6.5);
        assertThat(d.utilPct()).isEqualTo(25.0);
        assertThat(HostSampler.isPartition("vda1", b)).isTrue();
        assertThat(HostSampler.isPartition("vda", b)).isFalse();
        assertThat(b.get("loop0").virtual()).isTrue();
        DeviceIo total = DeviceIo.total("total", List.of(d, d));
        assertThat(total.iops()).isEqualTo(4000.0);
        assertThat(total.readAwaitMs()).isEqualTo(0.5);
        assertThat(total.readAvgKB()).isEqualTo(8.0);
    }

    @Test
    void samplerWatchesWholeDisksOnlyWhenAskedOrLocal(@TempDir Path proc) throws Exception {
        Files.writeString(proc.resolve("stat"), STAT_A);
        Files.writeString(proc.resolve("diskstats"), DISK_A);
        Files.writeString(proc.resolve("meminfo"), "MemTotal:  2048000 kB\nMemAvailable: 1024000 kB\n");
        HostSampler s = new HostSampler(proc, "test");
        s.begin();
        Files.writeString(proc.resolve("stat"), STAT_B);
        Files.writeString(proc.resolve("diskstats"), DISK_B);
        Map<String, Object> out = s.end();
        @SuppressWarnings("unchecked")
        Map<String, Object> gen = (Map<String, Object>) out.get("loadGenerator");
        assertThat(gen.get("cpuUserPct")).isEqualTo(40.0);
        assertThat(gen.get("memTotalMB")).isEqualTo(2000.0);
        assertThat(gen.get("memUsedMaxMB")).isEqualTo(1000.0);
        @SuppressWarnings("unchecked")
        Map<String, Object> disks = (Map<String, Object>) out.get("databaseHostDisks");
        assertThat((List<?>) disks.get("devices")).hasSize(1);
        assertThat(((DeviceIo) disks.get("total")).device()).isEqualTo("total");
        // Written as the results file holds it (why, total, devices) and read back into the same record.
        String json = Json.mapper().writeValueAsString(out);
        assertThat(json).containsSubsequence("\"databaseHostDisks\"", "\"why\" : \"test\"", "\"total\"", "\"devices\"");
        @SuppressWarnings("unchecked")
        Map<String, Object> stored = Json.mapper().readValue(json, Map.class);
        HostDisks typed = HostSection.disks(stored);
        assertThat(typed).isEqualTo(HostSection.disks(out));
        assertThat(typed.why()).isEqualTo("test");
        assertThat(typed.devices()).extracting(DeviceIo::device).containsExactly("vda");
        assertThat(typed.total().iops()).isPositive();
        assertThat(new HostSampler(proc, null).end()).isEmpty();
    }

    /** As a run decides: the URL read by its dialect. */
    private static boolean isLocal(String url) {
        org.surgebench.core.db.Dialect d = org.surgebench.core.db.Dialects.forUrl(url);
        return DatabaseLocality.isLocal(d.embedded(url), d.host(url));
    }

    @Test
    void databaseOnThisHost() {
        assertThat(isLocal("jdbc:postgresql://127.0.0.1:5432/x")).isTrue();
        assertThat(isLocal("jdbc:postgresql://localhost/x")).isTrue();
        assertThat(isLocal("jdbc:h2:./surge-data/x")).isTrue();
        assertThat(isLocal("jdbc:postgresql://db.invalid:5432/x")).isFalse();
        assertThat(isLocal("jdbc:postgresql://192.0.2.10/x")).isFalse();
        assertThat(isLocal("jdbc:mariadb://127.0.0.1:3306/x")).isTrue();
        assertThat(isLocal("jdbc:h2:tcp://192.0.2.10:9092/x")).isFalse();
        assertThat(DatabaseLocality.reasonToWatchDisks(false, "192.0.2.10", Map.of("db-host-stats", "true")))
                .isNotNull();
        assertThat(DatabaseLocality.reasonToWatchDisks(false, "localhost", Map.of("db-host-stats", "false")))
                .isNull();
    }
}
