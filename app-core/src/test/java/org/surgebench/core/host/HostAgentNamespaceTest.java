package org.surgebench.core.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.dbview.HostSection;

/**
 * {@code surge agent} on another host: a network namespace of its own, reached over a veth pair, so the run reads
 * it over a real network with a token, as it would a database server. Its disk figures are checked against
 * /proc/diskstats read in that namespace just before and just after each of the agent's readings: the kernel's
 * counters only grow, so the agent's must lie between them (and equal them on a device that did nothing).
 * Skipped where namespaces cannot be made (not root, no {@code ip}).
 */
class HostAgentNamespaceTest {
    private static final String TOKEN = "ns-test-token";
    private static final long PID = ProcessHandle.current().pid();
    private static final String NS = "surge-agent-" + PID;
    private static final String HERE = "sga" + PID % 100000;
    private static final String THERE = "sgb" + PID % 100000;
    private static final String SUBNET = "10.213." + PID % 250 + ".";
    private static final String AGENT_IP = SUBNET + "2";
    private static final int PORT = 7479;

    private static Process agent;

    /** Runs in the other namespace: the agent, until the test closes its standard input. */
    public static void main(String[] args) throws IOException {
        try (HostAgent a = HostAgent.start(
                args[0], Integer.parseInt(args[1]), System.getenv(HostAgent.TOKEN_ENV), Path.of("/proc"))) {
            System.out.println("ready " + a.address());
            System.out.flush();
            while (System.in.read() >= 0) {
                // until the test ends
            }
        }
    }

    @BeforeAll
    static void anotherHost() throws Exception {
        assumeThat(System.getProperty("os.name"))
                .as("network namespaces are Linux's")
                .isEqualTo("Linux");
        assumeThat(sh("id", "-u").strip()).as("namespaces need root").isEqualTo("0");
        assumeThat(run("ip", "netns", "add", NS)).as("ip netns add works here").isZero();
        exec("ip", "link", "add", HERE, "type", "veth", "peer", "name", THERE);
        exec("ip", "link", "set", THERE, "netns", NS);
        exec("ip", "addr", "add", SUBNET + "1/30", "dev", HERE);
        exec("ip", "link", "set", HERE, "up");
        exec("ip", "netns", "exec", NS, "ip", "addr", "add", AGENT_IP + "/30", "dev", THERE);
        exec("ip", "netns", "exec", NS, "ip", "link", "set", THERE, "up");
        ProcessBuilder pb = new ProcessBuilder(
                "ip",
                "netns",
                "exec",
                NS,
                ProcessHandle.current().info().command().orElse("java"),
                "-cp",
                System.getProperty("java.class.path"),
                HostAgentNamespaceTest.class.getName(),
                AGENT_IP,
                String.valueOf(PORT));
        pb.environment().put(HostAgent.TOKEN_ENV, TOKEN);
        pb.redirectErrorStream(true);
        agent = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8));
        String line;
        StringBuilder seen = new StringBuilder();
        while ((line = out.readLine()) != null && !line.startsWith("ready")) {
            seen.append(line).append('\n');
        }
        assertThat(line).as("the agent started in the namespace: " + seen).isEqualTo("ready " + AGENT_IP + ":" + PORT);
    }

    @AfterAll
    static void removeHost() throws Exception {
        if (agent != null) {
            agent.getOutputStream().close();
            if (!agent.waitFor(30, TimeUnit.SECONDS)) {
                agent.destroyForcibly();
            }
        }
        run("ip", "netns", "del", NS); // takes the veth pair with it
    }

    @Test
    void theAgentsCountersAreThoseOfTheOtherHost() throws Exception {
        AgentClient client = AgentClient.connect(AGENT_IP + ":" + PORT, TOKEN);
        Map<String, DiskCounters> before = diskstatsThere();
        HostReading r = client.read();
        Map<String, DiskCounters> after = diskstatsThere();
        for (DiskCounters a : DiskCounters.parse(r.diskstats()).values()) {
            assertBetween(before.get(a.device()), a, after.get(a.device()));
        }
        // Its network is the namespace's: the veth end there, not this host's end of it.
        assertThat(NetCounters.parse(r.netDev())).containsKey(THERE).doesNotContainKey(HERE);
    }

    @Test
    void itsDiskFiguresMatchDiskstatsReadThere(@TempDir Path tmp) throws Exception {
        AgentClient client = AgentClient.connect(AGENT_IP + ":" + PORT, TOKEN);
        HostSampler sampler = HostSampler.withAgent(tmp.resolve("no-proc"), client);
        Map<String, DiskCounters> d0 = diskstatsThere();
        long t0 = System.nanoTime();
        sampler.begin();
        long t0b = System.nanoTime();
        Map<String, DiskCounters> d0b = diskstatsThere();
        // 16 MiB written past the page cache, in the other host, on its disk
        exec(
                "ip",
                "netns",
                "exec",
                NS,
                "dd",
                "if=/dev/zero",
                "of=" + tmp.resolve("written"),
                "bs=1M",
                "count=16",
                "oflag=direct",
                "conv=fsync",
                "status=none");
        Thread.sleep(600);
        sampler.sample();
        Map<String, DiskCounters> d1 = diskstatsThere();
        long t1 = System.nanoTime();
        Map<String, Object> host = sampler.end();
        long t1b = System.nanoTime();
        Map<String, DiskCounters> d1b = diskstatsThere();

        long lo = writeSectors(d1) - writeSectors(d0b);
        long hi = writeSectors(d1b) - writeSectors(d0);
        assertThat(lo).as("the dd's 16 MiB reached the disks").isGreaterThanOrEqualTo(16 * 2048);
        double slowest = (t1b - t0) / 1e9;
        double fastest = (t1 - t0b) / 1e9;
        DeviceIo total = HostSection.disks(host).total();
        // MB/s are rounded to hundredths
        assertThat(total.writeMBPerSec())
                .isBetween(lo * 512 / 1048576.0 / slowest - 0.01, hi * 512 / 1048576.0 / fastest + 0.01);
        Map<?, ?> db = (Map<?, ?>) host.get(AgentSampler.KEY);
        assertThat(db.get("agent")).isEqualTo(AGENT_IP + ":" + PORT);
        assertThat(((Number) db.get("netRxMBPerSec")).doubleValue()).isGreaterThanOrEqualTo(0);
    }

    /** Sectors written to the real devices, as the sampler adds them up (no partitions, loops or stacked ones). */
    private static long writeSectors(Map<String, DiskCounters> disks) {
        long sum = 0;
        for (DiskCounters d : disks.values()) {
            if (!d.virtual() && !d.stacked() && !HostSampler.isPartition(d.device(), disks)) {
                sum += d.writeSectors();
            }
        }
        return sum;
    }

    private static void assertBetween(DiskCounters lo, DiskCounters x, DiskCounters hi) {
        long[] a = fields(lo);
        long[] b = fields(x);
        long[] c = fields(hi);
        for (int i = 0; i < a.length; i++) {
            assertThat(b[i]).as(x.device() + " field " + i).isBetween(a[i], c[i]);
        }
    }

    private static long[] fields(DiskCounters d) {
        return new long[] {
            d.reads(),
            d.readSectors(),
            d.readMillis(),
            d.writes(),
            d.writeSectors(),
            d.writeMillis(),
            d.ioMillis(),
            d.weightedIoMillis()
        };
    }

    private static Map<String, DiskCounters> diskstatsThere() throws Exception {
        return DiskCounters.parse(sh("ip", "netns", "exec", NS, "cat", "/proc/diskstats"));
    }

    private static void exec(String... command) throws Exception {
        assertThat(run(command)).as(String.join(" ", command)).isZero();
    }

    private static int run(String... command) throws Exception {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor();
        } catch (IOException e) {
            return -1; // no such program
        }
    }

    private static String sh(String... command) throws Exception {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return out;
        } catch (IOException e) {
            return "";
        }
    }
}
