package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.host.AgentSampler;
import org.surgebench.core.host.HostAgent;
import org.surgebench.core.host.HostDisks;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code --db-host-agent} on a run: an agent that does not answer refuses the run in one sentence before any user
 * logs on (the database counts no transaction), and one that stops answering during the run leaves a gap in the
 * database host's figures while the run completes.
 */
class DbHostAgentH2Test {

    private static String generated(Path dir) {
        String url = TestDatabases.h2File(dir, "agent");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        return url;
    }

    private static long historyRows(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void anAgentThatDoesNotAnswerRefusesTheRunBeforeAnyUserLogsOn(@TempDir Path tmp) throws Exception {
        String url = generated(tmp);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // nothing listens there once closed
        }
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "2s",
                "--quiet",
                "--url",
                url,
                "-r",
                tmp.resolve("results").toString(),
                "--db-host-agent",
                "127.0.0.1:" + port);
        OneSentence.assertRefused(r, 2, "The surge agent at 127.0.0.1:" + port, "does not answer");
        assertThat(historyRows(url)).as("no transaction ran").isZero();
    }

    @Test
    void anAgentThatStopsAnsweringIsAGapAndTheRunCompletes(@TempDir Path tmp) throws Exception {
        String url = generated(tmp);
        Path results = tmp.resolve("results");
        HostAgent agent = HostAgent.start(null, 0, null, Path.of("/proc"));
        // It dies once it has served the probe, the window's start and two seconds of it.
        Thread killer = Thread.ofPlatform().start(() -> {
            while (agent.served() < 4) {
                Thread.onSpinWait();
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
            agent.close();
        });
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "6s",
                "--warmup",
                "0s",
                "--quiet",
                "--url",
                url,
                "-r",
                results.toString(),
                "--db-host-agent",
                agent.address());
        killer.interrupt();
        agent.close();
        assertThat(r.exitCode()).as(r.all()).isZero();

        RunResult result;
        try (Stream<Path> s = Files.list(results)) {
            result = ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
        Map<?, ?> db = (Map<?, ?>) result.host().get(AgentSampler.KEY);
        assertThat(db.get("agent")).isEqualTo(agent.address());
        assertThat((List<?>) db.get("gaps")).as(String.valueOf(db)).isNotEmpty();
        @SuppressWarnings("unchecked")
        List<Object> cpu = (List<Object>) ((Map<?, ?>) result.host().get("series")).get("dbHostCpuUserPct");
        assertThat(cpu).as("a gap in the series").containsNull();
        assertThat(result.host()).containsKey(HostDisks.KEY);
        assertThat(result.summary().transactions()).isPositive();
        assertThat(historyRows(url)).isGreaterThanOrEqualTo(result.summary().transactions());
    }
}
