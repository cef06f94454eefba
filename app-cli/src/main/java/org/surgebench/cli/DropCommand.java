package org.surgebench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.spi.SchemaObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge drop WORKLOAD}: remove a workload's tables, views and sequences. */
@Command(
        name = "drop",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Drop the tables, views and sequences that surge generate created for a workload (as its "
                    + "registry in the schema records them), the stored code it installed (PostgreSQL's "
                    + "functions), and its registry entry; the registry's own tables go with the last workload.",
            "",
            "Surgebench drops only its own objects: when tables, views or sequences with the workload's names "
                    + "exist that it did not create, drop names them and stops (exit 4) unless --force; objects "
                    + "of another workload generated in the same schema (soe and sh share `customers`) are "
                    + "always kept; and when a view or a foreign key that is not the workload's depends on "
                    + "its tables, drop names it and stops (exit 4) with nothing dropped.",
            "",
            "Examples:",
            "  surge drop soe --url jdbc:postgresql://localhost:5432/test",
            "  surge drop sh --url 'jdbc:postgresql://localhost:5432/test?currentSchema=sh'",
            ""
        })
public final class DropCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "WORKLOAD",
            description = "Workload name (see `surge list`), or a workload file (app.yaml, docs/custom-workloads.md).")
    String workload;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    WorkloadPathOption workloadPath;

    @Option(
            names = "--force",
            description = "Also drop tables, views and sequences with the workload's names that "
                    + "Surgebench did not create (they are listed before they are dropped). Another workload's objects "
                    + "are kept even so.")
    boolean force;

    @Option(
            names = "--option",
            split = ",",
            paramLabel = "KEY=VALUE",
            description = "Workload or database option."
                    + " `surge list WORKLOAD` shows the keys each workload and database takes; an unknown key or a value "
                    + "of the wrong kind is refused before anything is done.")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() {
        DropReport r = Surgebench.drop(connection.spec(), workload, options, force, System.err::println);
        if (!r.dropped().isEmpty()) {
            System.out.println("Dropped " + r.workload() + ": " + SchemaObject.describe(r.dropped()) + ".");
        } else if (r.registered()) {
            System.out.println("Dropped " + r.workload() + "'s registry entry (none of its objects was left).");
        } else if (!r.kept().isEmpty()) {
            System.out.println("No " + r.workload() + " schema is registered at "
                    + connection.spec().where()
                    + ": nothing dropped (the objects with its names there are another workload's).");
        } else {
            System.out.println("No " + r.workload() + " schema is registered at "
                    + connection.spec().where()
                    + " and none of its tables, views or sequences exist: nothing to drop.");
        }
        return 0;
    }
}
