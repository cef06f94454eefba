package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.common.ClockTime;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.swingbench.SwingbenchConfig;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Swingbench's {@code charbench} command line with its meanings ({@code -u} is the database user, {@code -uc} the
 * users), run as {@code surge run}: the options become run flags over the {@code -c} file, and the live output
 * has charbench's columns ({@code -v}).
 */
@Command(
        name = "charbench",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Swingbench's charbench command line: a Swingbench configuration file (-c) with charbench's "
                    + "overrides, run as surge run with charbench's live columns (-v) and, with -r FILE.xml, "
                    + "Swingbench's results file beside Surgebench's JSON.",
            "",
            "Example:",
            "  surge charbench -c SOE_Server_Side_V2.xml -cs jdbc:postgresql://db/soe -u soe -p secret \\",
            "      -uc 8 -rt 0:05 -di SQ,WQ,WA -v users,tpm,tps,resp -r results.xml",
            "",
            "Options Surgebench cannot honour are accepted and named on one line each. As charbench, Return typed "
                    + "on the terminal stops the run (its results are written); Ctrl-C too.",
            ""
        })
public final class CharbenchCommand implements Callable<Integer> {
    @Option(names = "-c", paramLabel = "FILE", description = "Swingbench configuration file.")
    Path config;

    @Option(
            names = "-cs",
            paramLabel = "CONNECT",
            description = "Connect string: //host:port/service or "
                    + "host:port:SID (Oracle thin), or any JDBC URL, e.g. jdbc:postgresql://db/soe.")
    String connectString;

    @Option(names = "-u", paramLabel = "USER", description = "Database user (surge run's -U).")
    String user;

    @Option(names = "-p", paramLabel = "PASSWORD", description = "Database password.")
    String password;

    @Option(names = "-dt", paramLabel = "TYPE", description = "Driver type: not used, the URL chooses the driver.")
    String driverType;

    @Option(names = "-uc", paramLabel = "N", description = "Users (surge run's -u).")
    Integer users;

    @Option(
            names = "-rt",
            paramLabel = "H:MM[.SS]",
            description = "Run time, e.g. 0:05 (5 minutes) or 0:00.30 " + "(30 seconds).")
    String runTime;

    @Option(names = "-min", paramLabel = "MS", description = "Minimum think time inside a transaction, ms.")
    Long intraMin;

    @Option(names = "-max", paramLabel = "MS", description = "Maximum think time inside a transaction, ms.")
    Long intraMax;

    @Option(names = "-intermin", paramLabel = "MS", description = "Minimum think time between transactions, ms.")
    Long interMin;

    @Option(names = "-intermax", paramLabel = "MS", description = "Maximum think time between transactions, ms.")
    Long interMax;

    @Option(names = "-ld", paramLabel = "MS", description = "Log-on delay between users, ms (a ramp-up).")
    Long logonDelay;

    @Option(names = "-mt", paramLabel = "N", description = "Stop after N transactions.")
    Long maxTransactions;

    @Option(names = "-di", split = ",", paramLabel = "TX", description = "Disable transactions by short name.")
    List<String> disable = new ArrayList<>();

    @Option(names = "-en", split = ",", paramLabel = "TX", description = "Enable transactions by short name.")
    List<String> enable = new ArrayList<>();

    @Option(names = "-D", paramLabel = "VAR=VALUE", description = "Benchmark variable: not used (named on a line).")
    Map<String, String> variables = new LinkedHashMap<>();

    @Option(
            names = "-bs",
            paramLabel = "H:MM[.SS]",
            description = "Start collecting statistics after this time " + "(a warm-up).")
    String statsStart;

    @Option(names = "-be", paramLabel = "H:MM[.SS]", description = "Stop collecting statistics at this time.")
    String statsEnd;

    @Option(
            names = "-r",
            paramLabel = "FILE",
            description = "Results file: FILE.xml in Swingbench's shape; "
                    + "Surgebench's JSON, CSV and report go to the same folder.")
    Path results;

    @Option(
            names = "-stats",
            paramLabel = "LEVEL",
            description = "simple or full: Surgebench always keeps full " + "statistics.")
    String statsLevel;

    @Option(
            names = "-v",
            paramLabel = "COLUMNS",
            description = "Live columns, comma separated: users, tpm, tps, "
                    + "resp, vresp, errs, dml, trem, tottx, trans, cpu, disk.")
    String verbose;

    @Option(names = "-a", description = "Start at once (always so here).")
    boolean auto;

    @Option(names = "-s", description = "Silent: no live output.")
    boolean silent;

    @Option(
            names = "-nr",
            description = "No results report: accepted; Surgebench still prints its summary and writes "
                    + "its results JSON (named on a line).")
    boolean noReport;

    @Option(names = "-com", paramLabel = "TEXT", description = "Comment for the run.")
    String comment;

    @Option(names = "-debug", description = "Stack traces and debug logging.")
    boolean debug;

    @Option(
            names = {"-bg", "-nc", "-mr", "-env"},
            description = "Accepted; not used (named on a line).")
    List<Boolean> ignoredFlags = new ArrayList<>();

    @Option(
            names = {"-co", "-cpuloc", "-rr", "-vo", "-cf"},
            paramLabel = "VALUE",
            description = "Accepted; not used (named on a line).")
    List<String> ignoredValues = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Override
    public Integer call() throws Exception {
        List<String> columns = verbose == null ? List.of() : CharbenchColumns.parse(verbose);
        notHonoured().forEach(line -> System.out.println("charbench: " + line));
        List<String> args = runArguments();
        RunCommand run = new RunCommand();
        try {
            new CommandLine(run).parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw SurgeException.usage(e.getMessage());
        }
        RunSpec spec = run.spec();
        SwingbenchConfig file = SwingbenchFiles.read(config);
        if (logonDelay != null) {
            spec.rampUp(Duration.ofMillis(logonDelay * Math.max(0, spec.users() - 1)));
        }
        if (!columns.isEmpty() && !silent) {
            // The transactions that can run: the file's enabled ones, less -di, plus -en.
            java.util.Set<String> txNames = new java.util.LinkedHashSet<>(file.enabledShortNames());
            disable.forEach(tx -> txNames.removeIf(t -> t.equalsIgnoreCase(tx)));
            enable.forEach(tx -> txNames.add(tx.toUpperCase(java.util.Locale.ROOT)));
            double seconds = (spec.runTime() == null ? 0 : spec.runTime().toMillis() / 1000.0)
                    + spec.warmUp().toMillis() / 1000.0;
            spec.listener(new CharbenchColumns(System.out, columns, spec.users(), seconds, List.copyOf(txNames)));
        }
        String benchmark = file.benchmark() != null ? file.benchmark() : spec.workload();
        return RunCommand.runAndReport(
                spec,
                null,
                true,
                false,
                result -> {
                    if (results != null
                            && results.getFileName()
                                    .toString()
                                    .toLowerCase(java.util.Locale.ROOT)
                                    .endsWith(".xml")) {
                        SwingbenchFiles.writeResults(result, benchmark, results);
                        System.out.println("Swingbench results: " + results.toAbsolutePath());
                    }
                },
                ReturnKey::stops);
    }

    /** The surge run command line these options stand for. */
    private List<String> runArguments() {
        List<String> a = new ArrayList<>(List.of("--quiet"));
        if (config != null) {
            a.addAll(List.of("-c", config.toString()));
        }
        if (connectString != null) {
            a.addAll(List.of(
                    "--url", connectString.startsWith("jdbc:") ? connectString : "jdbc:oracle:thin:@" + connectString));
        }
        if (user != null) {
            a.addAll(List.of("--user", user));
        }
        if (password != null) {
            a.addAll(List.of("--password", password));
        }
        if (users != null) {
            a.addAll(List.of("--users", users.toString()));
        }
        Duration start = statsStart == null ? null : clock("-bs", statsStart);
        if (start != null) {
            a.addAll(List.of("--warmup", start.toSeconds() + "s"));
        }
        if (statsEnd != null) {
            Duration end = clock("-be", statsEnd);
            Duration measured = end.minus(start == null ? Duration.ZERO : start);
            if (measured.isNegative() || measured.isZero()) {
                throw SurgeException.usage("-be must be later than -bs.");
            }
            a.addAll(List.of("--run-time", measured.toSeconds() + "s"));
        } else if (runTime != null) {
            Duration rt = clock("-rt", runTime).minus(start == null ? Duration.ZERO : start);
            if (rt.isNegative() || rt.isZero()) {
                throw SurgeException.usage("-rt " + runTime + " leaves no time to measure.");
            }
            a.addAll(List.of("--run-time", rt.toSeconds() + "s"));
        } else if (maxTransactions != null) {
            a.addAll(List.of("--run-time", "0"));
        }
        if (maxTransactions != null) {
            a.addAll(List.of("--max-transactions", maxTransactions.toString()));
        }
        if (intraMin != null) {
            a.addAll(List.of("--intra-think-min", intraMin.toString()));
        }
        if (intraMax != null) {
            a.addAll(List.of("--intra-think-max", intraMax.toString()));
        }
        if (interMin != null) {
            a.addAll(List.of("--think-min", interMin.toString()));
        }
        if (interMax != null) {
            a.addAll(List.of("--think-max", interMax.toString()));
        }
        disable.forEach(tx -> a.addAll(List.of("--disable", tx)));
        enable.forEach(tx -> a.addAll(List.of("--enable", tx)));
        if (results != null) {
            Path dir = results.toAbsolutePath().getParent();
            a.addAll(List.of("--results", dir.toString()));
        }
        if (comment != null) {
            a.addAll(List.of("--comment", comment));
        }
        if (debug) {
            a.add("--debug");
        }
        if (config == null) {
            throw SurgeException.usage("charbench needs -c, a Swingbench configuration file (e.g. "
                    + "SOE_Server_Side_V2.xml); for a run without one use surge run.");
        }
        return a;
    }

    /** One line per option given that Surgebench does not honour. */
    private List<String> notHonoured() {
        List<String> lines = new ArrayList<>();
        if (driverType != null) {
            lines.add("-dt " + driverType + " is not used: the URL chooses the JDBC driver.");
        }
        variables.forEach((k, v) -> lines.add("-D " + k + "=" + v + " is not used: Surgebench's workloads take "
                + "--option KEY=VALUE (see surge list)."));
        if (statsLevel != null) {
            lines.add("-stats " + statsLevel + " is not used: Surgebench always keeps full statistics.");
        }
        if (noReport) {
            lines.add("-nr is not used: Surgebench still prints its summary and writes its results JSON.");
        }
        if (results != null
                && !results.getFileName()
                        .toString()
                        .toLowerCase(java.util.Locale.ROOT)
                        .endsWith(".xml")) {
            lines.add("-r " + results + ": only a .xml results file is written in Swingbench's shape; the JSON goes "
                    + "to its folder.");
        }
        var parsed = commandSpec.commandLine().getParseResult();
        for (String name : List.of("-bg", "-nc", "-mr", "-env", "-co", "-cpuloc", "-rr", "-vo", "-cf")) {
            if (parsed.hasMatchedOption(name)) {
                lines.add(name + " is not used: "
                        + switch (name) {
                            case "-cf" -> "Oracle wallets go in the URL (TNS_ADMIN) or --property.";
                            case "-cpuloc" -> "Surgebench samples this host's CPU and disks itself.";
                            case "-co", "-nc" ->
                                "Surgebench has no coordinator; see surge run --generator and surge merge.";
                            default -> "it has no counterpart in Surgebench.";
                        });
            }
        }
        return lines;
    }

    private static Duration clock(String option, String value) {
        try {
            return ClockTime.parse(value);
        } catch (IllegalArgumentException e) {
            throw SurgeException.usage(
                    option + " takes hours:minutes[.seconds], e.g. 0:05 or 0:00.30 (got '" + value + "').");
        }
    }
}
