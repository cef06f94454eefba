package org.surgebench.core.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.dbview.HostSection;

/**
 * {@code surge agent} over loopback: the readings it serves are the host's files as they are, the run's side turns
 * two of them into the same figures it makes of its own host, a wrong or missing token is refused, and an agent
 * that stops answering leaves a gap, not a failure. The agent serves a folder of stored /proc texts here, so the
 * figures are known exactly.
 */
class HostAgentTest {
    private static final String MEMINFO = "MemTotal:  8192000 kB\nMemFree: 1000 kB\nMemAvailable:  4096000 kB\n";
    private static final String NET_A = """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo: 999999 10 0 0 0 0 0 0 999999 10 0 0 0 0 0 0
              eth0: 1000 10 0 0 0 0 0 0 2000 20 0 0 0 0 0 0
            """;
    private static final String NET_B =
            NET_A.replace("eth0: 1000 10", "eth0: 1049576 30").replace("0 2000 20", "0 2099152 40");

    private static Path proc(Path dir, String stat, String disks, String net) throws IOException {
        Files.createDirectories(dir.resolve("net"));
        Files.writeString(dir.resolve("stat"), stat);
        Files.writeString(dir.resolve("meminfo"), MEMINFO);
        Files.writeString(dir.resolve("diskstats"), disks);
        Files.writeString(dir.resolve("net/dev"), net);
        return dir;
    }

    @Test
    void theRunTurnsTheAgentsReadingsIntoTheHostsFigures(@TempDir Path tmp) throws Exception {
        Path remote = proc(tmp.resolve("db-host"), HostStatsTest.STAT_A, HostStatsTest.DISK_A, NET_A);
        try (HostAgent agent = HostAgent.start(null, 0, null, remote)) {
            AgentClient client = AgentClient.connect(agent.address(), null);
            HostReading served = client.read();
            assertThat(served.diskstats()).isEqualTo(HostStatsTest.DISK_A);
            assertThat(served.netDev()).isEqualTo(NET_A);

            HostSampler sampler = HostSampler.withAgent(tmp.resolve("no-proc-here"), client);
            sampler.begin();
            proc(remote, HostStatsTest.STAT_B, HostStatsTest.DISK_B, NET_B);
            Thread.sleep(600); // a sample needs half a second since the last
            sampler.sample();
            Map<String, Object> host = sampler.end();

            Map<?, ?> db = (Map<?, ?>) host.get(AgentSampler.KEY);
            double secs = ((Number) db.get("seconds")).doubleValue();
            // STAT_A -> STAT_B: 1500 ticks, user 600, system 200, idle 600, iowait 100 (as HostStatsTest)
            assertThat(db.get("cpuUserPct")).isEqualTo(40.0);
            assertThat(db.get("cpuIowaitPct")).isEqualTo(6.7);
            assertThat(db.get("memTotalMB")).isEqualTo(8000.0);
            assertThat(db.get("memUsedMaxMB")).isEqualTo(4000.0);
            // eth0 received 1 MiB and sent 2 MiB; loopback's traffic is no network's
            // (rates and seconds are rounded to hundredths: 3 % covers both over a window of half a second)
            assertThat((Double) db.get("netRxMBPerSec") * secs).isCloseTo(1, within(0.03));
            assertThat((Double) db.get("netTxMBPerSec") * secs).isCloseTo(2, within(0.06));
            DeviceIo vda = HostSection.disks(host).total();
            // vda: 2000 reads of 8 KB (0.5 ms each), 2000 writes of 32 KB (4 ms each); its partition not again
            assertThat(vda.readAvgKB()).isEqualTo(8.0);
            assertThat(vda.writeAvgKB()).isEqualTo(32.0);
            assertThat(vda.readAwaitMs()).isEqualTo(0.5);
            assertThat(vda.writeAwaitMs()).isEqualTo(4.0);
            assertThat(vda.iops() * secs).isCloseTo(4000, within(4000 * 0.03));
            assertThat(HostSection.disks(host).why()).contains("surge agent at " + agent.address());
            @SuppressWarnings("unchecked")
            Map<String, List<Double>> series = (Map<String, List<Double>>) host.get("series");
            assertThat(series.get("dbHostCpuUserPct")).containsExactly(40.0);
            assertThat(db.get("gaps")).isNull();
        }
    }

    @Test
    void anAgentThatStopsAnsweringIsAGapNotAFailure(@TempDir Path tmp) throws Exception {
        Path remote = proc(tmp.resolve("db-host"), HostStatsTest.STAT_A, HostStatsTest.DISK_A, NET_A);
        HostAgent agent = HostAgent.start(null, 0, null, remote);
        HostSampler sampler = HostSampler.withAgent(tmp, AgentClient.connect(agent.address(), null));
        sampler.begin();
        proc(remote, HostStatsTest.STAT_B, HostStatsTest.DISK_B, NET_B);
        Thread.sleep(600);
        sampler.sample();
        agent.close();
        Thread.sleep(600);
        sampler.sample();
        Map<String, Object> host = sampler.end();

        Map<?, ?> db = (Map<?, ?>) host.get(AgentSampler.KEY);
        @SuppressWarnings("unchecked")
        Map<String, List<Double>> series = (Map<String, List<Double>>) host.get("series");
        assertThat(series.get("t")).hasSize(2);
        assertThat(series.get("dbHostCpuUserPct")).containsExactly(40.0, null);
        assertThat(series.get("diskIops").get(1)).isNull();
        assertThat((List<?>) db.get("gaps")).hasSize(1);
        // the window's figures end at the agent's last answer: still the whole STAT_A -> STAT_B difference
        assertThat(db.get("cpuUserPct")).isEqualTo(40.0);
        assertThat(HostSection.disks(host).total().readAvgKB()).isEqualTo(8.0);
        assertThat(HostSection.sections(host))
                .filteredOn(v -> v.title().startsWith("Database host (surge agent at " + agent.address()))
                .singleElement()
                .satisfies(v -> assertThat(v.notes().toString()).contains("did not answer from"));
    }

    @Test
    void aTokenIsAskedOffLoopbackAndComparedOnEveryRequest(@TempDir Path tmp) throws Exception {
        Path remote = proc(tmp, HostStatsTest.STAT_A, HostStatsTest.DISK_A, NET_A);
        assertThatThrownBy(() -> HostAgent.start("0.0.0.0", 0, null, remote))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining(HostAgent.TOKEN_ENV)
                .matches(e -> ((SurgeException) e).exitCode() == SurgeException.USAGE);
        try (HostAgent agent = HostAgent.start(null, 0, "s3cret", remote)) {
            for (String wrong : new String[] {null, "s3cre", "s3cret2"}) {
                assertThatThrownBy(() -> AgentClient.connect(agent.address(), wrong))
                        .isInstanceOf(SurgeException.class)
                        .hasMessageContaining("refused this run's token")
                        .matches(e -> ((SurgeException) e).exitCode() == SurgeException.USAGE);
            }
            assertThat(AgentClient.connect(agent.address(), "s3cret").read().stat())
                    .isEqualTo(HostStatsTest.STAT_A);
            assertThat(agent.served()).isEqualTo(2); // the right token's probe and read; the refused ones none
        }
    }

    @Test
    void anAgentThatDoesNotAnswerIsOneSentence() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // free once closed: nothing listens there
        }
        String address = "127.0.0.1:" + port;
        assertThatThrownBy(() -> AgentClient.connect(address, null))
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("The surge agent at " + address + " (--db-host-agent) does not answer")
                .hasMessageEndingWith("start `surge agent` on the database host, or leave --db-host-agent out.")
                .matches(e -> ((SurgeException) e).exitCode() == SurgeException.USAGE);
    }
}
