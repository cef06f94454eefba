package org.surgebench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge drop WORKLOAD}: remove a workload's tables, views and sequences. */
@Command(name = "drop", mixinStandardHelpOptions = true,
        description = {"Drop every table, view and sequence of a workload's schema, and its registry entry.", ""})
public final class DropCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WORKLOAD")
    String workload;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--option", split = ",", paramLabel = "KEY=VALUE", description = "Workload option.")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() {
        boolean existed = Surgebench.drop(connection.spec(), workload, options);
        System.out.println(existed ? "Dropped " + workload + "." : "No " + workload + " schema was registered; "
                + "dropped any of its objects that were left.");
        return 0;
    }
}
