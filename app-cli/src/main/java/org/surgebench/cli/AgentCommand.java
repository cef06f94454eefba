package org.surgebench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.surgebench.core.host.HostAgent;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code surge agent}: serves this host's CPU, memory, disk and network counters to runs elsewhere, until Ctrl-C. */
@Command(
        name = "agent",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Serve this host's CPU, memory, disk and network counters (/proc) to the runs that name it with "
                    + "--db-host-agent HOST:PORT: run it on the database host, and the report's host section and "
                    + "the sweep's IOPS columns hold that host's figures. It needs no database credentials.",
            "",
            "Bound to 127.0.0.1 by default. Any other address needs a token: set " + HostAgent.TOKEN_ENV
                    + " to the same secret here and where the run starts (every request sends it; one without "
                    + "it is refused). docs/reports.md#the-database-host-from-the-load-server shows it at work.",
            "",
            "Examples:",
            "  surge agent                                   (127.0.0.1:" + HostAgent.DEFAULT_PORT + ")",
            "  SURGE_AGENT_TOKEN=... surge agent --bind 0.0.0.0",
            ""
        })
public final class AgentCommand implements Callable<Integer> {
    @Option(
            names = "--port",
            paramLabel = "PORT",
            description = "The port to listen on (default: " + HostAgent.DEFAULT_PORT + ").")
    int port = HostAgent.DEFAULT_PORT;

    @Option(
            names = "--bind",
            paramLabel = "ADDRESS",
            description = "The address to listen on (default: 127.0.0.1); another than loopback needs "
                    + HostAgent.TOKEN_ENV + ".")
    String bind;

    @Override
    public Integer call() throws InterruptedException {
        HostAgent agent = HostAgent.start(bind, port, System.getenv(HostAgent.TOKEN_ENV), Path.of("/proc"));
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            agent.close();
                            System.out.println("surge agent: stopped after serving " + agent.served() + " readings.");
                        },
                        "surge-agent-close"));
        System.out.println("surge agent: serving this host's CPU, memory, disk and network figures at "
                + agent.address() + (agent.needsToken() ? " (token required)" : " (this machine only)")
                + ". Ctrl-C stops it.");
        new CountDownLatch(1).await();
        return 0;
    }
}
