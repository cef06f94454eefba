package org.surgebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SurgeException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Swingbench's {@code oewizard}, {@code shwizard}, {@code ccwizard}, {@code jsonwizard}, {@code moviewizard} and {@code tpcdswizard} command lines (character mode) mapped onto
 * {@code surge generate} and {@code surge drop}, so scripts around the wizards keep working.
 */
abstract class WizardCommand implements Callable<Integer> {
    @Option(names = "-cl", description = "Character mode (the only mode here; accepted for scripts).")
    boolean characterMode;

    @Option(names = "-create", description = "Create the schema and load its data: surge generate.")
    boolean create;

    @Option(names = "-generate", description = "Load the data (with the schema): surge generate.")
    boolean generate;

    @Option(names = "-drop", description = "Drop the schema: surge drop.")
    boolean drop;

    @Option(
            names = "-scale",
            paramLabel = "N",
            description = "Scale, 1 = ~1 GB as the wizards (surge generate " + "--scale; default 1).")
    Double scale;

    @Option(names = "-tc", paramLabel = "N", description = "Threads that load the data (--threads).")
    Integer threads;

    @Option(
            names = "-u",
            paramLabel = "USER",
            description =
                    "The schema's user: Surgebench connects as this user " + "and builds the schema there (--user).")
    String user;

    @Option(names = "-p", paramLabel = "PASSWORD", description = "That user's password (--password).")
    String password;

    @Option(
            names = "-cs",
            paramLabel = "CONNECT",
            description = "Connect string: //host:port/service or "
                    + "host:port:SID (an Oracle thin URL), or any JDBC URL, e.g. jdbc:postgresql://db/soe.")
    String connectString;

    @Option(
            names = "-dba",
            paramLabel = "USER",
            description = "Not used: Surgebench does not create the schema's "
                    + "user; create it first, then give it with -u.")
    String dba;

    @Option(names = "-dbap", paramLabel = "PASSWORD", description = "Not used (see -dba).")
    String dbaPassword;

    @Option(names = "-ts", paramLabel = "NAME", description = "Tablespace for tables and indexes (--tablespace).")
    String tablespace;

    @Option(names = "-part", description = "Partition the big tables (--partition).")
    boolean partition;

    @Option(names = "-nopart", description = "No partitioning (the default for soe; --option partition=false).")
    boolean noPartition;

    @Option(names = "-compress", description = "Compress the big tables (--compress).")
    boolean compress;

    @Option(names = "-nocompress", description = "No compression (the default).")
    boolean noCompress;

    @Option(names = "-allindexes", description = "All of the workload's indexes (the default).")
    boolean allIndexes;

    @Option(names = "-noindexes", description = "Not supported: Surgebench always builds the workload's indexes.")
    boolean noIndexes;

    @Option(names = "-df", paramLabel = "FILE", description = "Not used: the wizards' datafile of a new tablespace.")
    String datafile;

    @Option(names = "-dt", paramLabel = "TYPE", description = "Not used: the URL chooses the JDBC driver.")
    String driverType;

    @Option(names = "-debug", description = "Stack traces and debug logging (--debug).")
    boolean debug;

    /** soe or sh. */
    abstract String workload();

    /** The wizard's name, for messages. */
    abstract String wizard();

    @Override
    public Integer call() {
        if (create == drop && !generate || create && drop) {
            throw SurgeException.usage(wizard() + " needs -create (or -generate) or -drop, one of them.");
        }
        if (connectString == null) {
            throw SurgeException.usage(wizard() + " needs -cs, the database to build in (e.g. //host/service or "
                    + "jdbc:postgresql://host/db).");
        }
        if (partition && noPartition || compress && noCompress) {
            throw SurgeException.usage("Choose -part or -nopart, -compress or -nocompress, not both.");
        }
        List<String> notHonoured = new ArrayList<>();
        if (dba != null || dbaPassword != null) {
            notHonoured.add("-dba/-dbap: Surgebench does not create the user " + (user == null ? "" : user + " ")
                    + "(create it first); it connects as -u and builds the schema there.");
        }
        if (noIndexes) {
            notHonoured.add(
                    "-noindexes: Surgebench always builds the workload's indexes (its transactions need " + "them).");
        }
        if (datafile != null) {
            notHonoured.add("-df: Surgebench creates no tablespace; give an existing one with -ts.");
        }
        if (driverType != null) {
            notHonoured.add("-dt: the connect string's URL chooses the JDBC driver.");
        }
        notHonoured.forEach(line -> System.out.println(wizard() + ": " + line));

        List<String> args = new ArrayList<>();
        args.add(drop ? "drop" : "generate");
        args.add(workload());
        args.addAll(List.of(
                "--url", connectString.startsWith("jdbc:") ? connectString : "jdbc:oracle:thin:@" + connectString));
        if (user != null) {
            args.addAll(List.of("--user", user));
        }
        if (password != null) {
            args.addAll(List.of("--password", password));
        }
        if (debug) {
            args.add("--debug");
        }
        if (!drop) {
            args.addAll(List.of("--scale", String.valueOf(scale == null ? 1 : scale)));
            if (threads != null) {
                args.addAll(List.of("--threads", String.valueOf(threads)));
            }
            if (tablespace != null) {
                args.addAll(List.of("--tablespace", tablespace));
            }
            if (partition) {
                args.add("--partition");
            }
            if (noPartition) {
                args.addAll(List.of("--option", "partition=false"));
            }
            if (compress) {
                args.add("--compress");
            }
        }
        System.out.println(wizard() + ": surge " + String.join(" ", Secrets.maskArguments(args)));
        return SurgeCli.execute(args.toArray(String[]::new));
    }

    /** {@code surge oewizard}: the Order Entry wizard's options. */
    @Command(
            name = "oewizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's oewizard command line, mapped onto surge generate soe / surge drop soe.",
                "",
                "Example:",
                "  surge oewizard -cl -create -scale 0.1 -cs jdbc:postgresql://db/soe -u soe -p secret",
                "  (runs: surge generate soe --url jdbc:postgresql://db/soe --user soe --password *** "
                        + "--scale 0.1)",
                ""
            })
    static final class OeWizard extends WizardCommand {
        @Override
        String workload() {
            return "soe";
        }

        @Override
        String wizard() {
            return "oewizard";
        }
    }

    /** {@code surge shwizard}: the Sales History wizard's options. */
    @Command(
            name = "shwizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's shwizard command line, mapped onto surge generate sh / surge drop sh.",
                "",
                "Example:",
                "  surge shwizard -cl -create -scale 0.1 -cs //dbhost/orclpdb -u sh -p secret",
                ""
            })
    static final class ShWizard extends WizardCommand {
        @Override
        String workload() {
            return "sh";
        }

        @Override
        String wizard() {
            return "shwizard";
        }
    }

    /** {@code surge ccwizard}: the Calling Circle wizard's options (its schema; no data files are needed). */
    @Command(
            name = "ccwizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's ccwizard command line, mapped onto surge generate cc / surge drop cc (-scale 1 = "
                        + "1,000,000 customers). The data files ccwizard writes before each run are not needed: "
                        + "a cc run draws its parameters from the generated data.",
                "",
                "Example:",
                "  surge ccwizard -cl -create -scale 0.1 -cs jdbc:postgresql://db/cc -u cc -p secret",
                ""
            })
    static final class CcWizard extends WizardCommand {
        @Override
        String workload() {
            return "cc";
        }

        @Override
        String wizard() {
            return "ccwizard";
        }
    }

    /** {@code surge jsonwizard}: the JSON benchmark wizard's options (the passenger collection and its documents). */
    @Command(
            name = "jsonwizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's jsonwizard command line, mapped onto surge generate json / surge drop json (-scale 1 = "
                        + "1,000,000 passenger documents, in the database's JSON type).",
                "",
                "Example:",
                "  surge jsonwizard -cl -create -scale 0.1 -cs jdbc:postgresql://db/json -u json -p secret",
                ""
            })
    static final class JsonWizard extends WizardCommand {
        @Override
        String workload() {
            return "json";
        }

        @Override
        String wizard() {
            return "jsonwizard";
        }
    }

    /** {@code surge tpcdswizard}: the TPC-DS-like wizard's options (the tables its transactions write and read). */
    @Command(
            name = "tpcdswizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's tpcdswizard command line, mapped onto surge generate tpcds / surge drop tpcds (-scale 1 "
                        + "= TPC-DS scale factor 1's rows, about 19.6 million: the sales, returns and inventory the "
                        + "fourteen transactions write and the dimensions they draw keys from).",
                "",
                "Example:",
                "  surge tpcdswizard -cl -create -scale 0.1 -cs jdbc:postgresql://db/tpcds -u tpcds -p secret",
                ""
            })
    static final class TpcdsWizard extends WizardCommand {
        @Override
        String workload() {
            return "tpcds";
        }

        @Override
        String wizard() {
            return "tpcdswizard";
        }
    }

    /** {@code surge moviewizard}: the MovieStream wizard's options (the movie store's tables and their rows). */
    @Command(
            name = "moviewizard",
            mixinStandardHelpOptions = true,
            sortOptions = false,
            description = {
                "Swingbench's moviewizard command line, mapped onto surge generate movie / surge drop movie (-scale 1 "
                        + "= 1,000,000 customers and a catalogue of 4,000 movies, JSON columns in the database's "
                        + "JSON type).",
                "",
                "Example:",
                "  surge moviewizard -cl -create -scale 0.1 -cs jdbc:postgresql://db/movie -u movie -p secret",
                ""
            })
    static final class MovieWizard extends WizardCommand {
        @Override
        String workload() {
            return "movie";
        }

        @Override
        String wizard() {
            return "moviewizard";
        }
    }
}
