package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.testdata.TestDatabases;

/**
 * The database host's CPU from V$OSSTAT (OsStatProvider, OsStatCpu): the provider's SQL run unchanged against H2 in
 * Oracle mode, where V$OSSTAT is a table with the columns Oracle documents (STAT_NAME, VALUE, CUMULATIVE) holding a
 * 4-CPU host's counters in hundredths of a second; between the two readings the host spent 300 of 800 CPU-seconds
 * busy. No Oracle server here: what a real V$OSSTAT holds on Linux is not checked.
 */
class OsStatH2Test {

    @Test
    void theWindowsSharesOfBusyUserSystemIowaitAndIdleTimeLandInTheHostSection() throws Exception {
        try (Connection c = DriverManager.getConnection(
                        TestDatabases.h2Memory("osstat") + ";MODE=Oracle;NON_KEYWORDS=VALUE", "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE v$osstat (stat_name VARCHAR2(64), value NUMBER, cumulative VARCHAR2(3))");
            s.execute("INSERT INTO v$osstat VALUES ('NUM_CPUS', 4, 'NO'), ('BUSY_TIME', 100000, 'YES'), "
                    + "('IDLE_TIME', 900000, 'YES'), ('USER_TIME', 70000, 'YES'), ('SYS_TIME', 30000, 'YES'), "
                    + "('IOWAIT_TIME', 5000, 'YES'), ('LOAD', 0.5, 'NO'), "
                    + "('PHYSICAL_MEMORY_BYTES', 17179869184, 'NO'), ('VM_IN_BYTES', 1, 'YES')");
            OsStatProvider provider = new OsStatProvider();
            provider.begin(c);
            // 800 CPU-seconds pass on 4 CPUs (200 s): 300 busy (240 user, 60 system), 500 idle, 20 of I/O wait.
            s.execute("UPDATE v$osstat SET value = value + CASE stat_name WHEN 'BUSY_TIME' THEN 30000 "
                    + "WHEN 'IDLE_TIME' THEN 50000 WHEN 'USER_TIME' THEN 24000 WHEN 'SYS_TIME' THEN 6000 "
                    + "WHEN 'IOWAIT_TIME' THEN 2000 ELSE 0 END");
            s.execute("UPDATE v$osstat SET value = 3.14159 WHERE stat_name = 'LOAD'");
            Map<String, Object> figures = provider.end(c, null);

            assertThat(provider.hostFigures()).isTrue();
            assertThat(figures)
                    .containsEntry("source", "Oracle V$OSSTAT")
                    .containsEntry("cpuBusyPct", 37.5)
                    .containsEntry("cpuUserPct", 30.0)
                    .containsEntry("cpuSysPct", 7.5)
                    .containsEntry("cpuIowaitPct", 2.5)
                    .containsEntry("cpuIdlePct", 62.5)
                    .containsEntry("cpus", 4L)
                    .containsEntry("load", 3.14)
                    .containsEntry("memTotalMB", 16384.0);

            List<ViewSection> sections = HostSection.sections(Map.of(HostSection.FROM_DATABASE, figures));
            assertThat(sections).hasSize(1);
            assertThat(sections.get(0).title()).contains("Database host CPU", "Oracle V$OSSTAT");
            assertThat(sections.get(0).figures())
                    .extracting(ViewSection.Figure::label)
                    .contains("host CPU busy %", "host CPU iowait %", "CPUs");
        }
    }

    @Test
    void aWindowTheCountersDidNotMoveInSaysSoRatherThanDividingByZero() {
        Map<String, Double> same = Map.of("BUSY_TIME", 10.0, "IDLE_TIME", 20.0, "NUM_CPUS", 2.0);
        Map<String, Object> figures = OsStatCpu.between(same, same);
        assertThat(figures).doesNotContainKey("cpuBusyPct").containsEntry("cpus", 2L);
        assertThat(String.valueOf(figures.get("note"))).contains("did not move");
    }
}
