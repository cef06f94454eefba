package org.surgebench.cli;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/** The {@code surge} command: subcommands, exit codes, and how errors reach the user. */
@Command(
        name = "surge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Surgebench: build benchmark schemas and drive concurrent JDBC users against them.",
            "",
            "Typical session:",
            "  surge list                                   workloads, transactions, mixes",
            "  surge generate soe --scale 0.1 --url URL     build the Order Entry schema",
            "  surge run soe -u 16 -rt 5m --url URL         16 users for 5 minutes",
            "  surge verify soe --url URL                   check the data's invariants",
            "  surge sweep soe -u 20,50,100 -st 5m --url URL  one step per user count, knee marked",
            "  surge report results/soe-...json             the HTML report of a result",
            "  surge compare A.json B.json                  runs side by side",
            "  surge merge G1.json G2.json G3.json          one result from N load generators' results",
            "  surge drop soe --url URL                     remove the schema",
            "  surge capture --url URL --output app.yaml    a workload file from the server's statement counts",
            "  surge agent                                  on the database host: its figures for runs elsewhere",
            "",
            "Coming from Swingbench: surge run -c SOE_Server_Side_V2.xml, surge charbench and its wizards (surge",
            "oewizard, shwizard, ccwizard, jsonwizard, moviewizard, tpcdswizard) take its files and flags",
            "(docs/swingbench.md).",
            "",
            "Workloads built outside Surgebench, each a jar of its own: add --workload-path",
            "DIR (or set SURGE_WORKLOAD_PATH) to the commands that name a workload;",
            "surge list --workload-path DIR shows them (docs/custom-workloads.md).",
            "",
            "Without --url the embedded H2 database in ./surge-data is used.",
            ""
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  success",
            "  1  unexpected internal error (rerun with --debug and report it)",
            "  2  bad command line or option value",
            "  3  cannot connect (host, port, credentials, URL)",
            "  4  schema missing, incomplete, or already there",
            "  5  verify found a violation",
            "  6  the run failed (no transaction succeeded, more errors than --max-errors allows (default 1%%),",
            "     fewer users logged on than asked, the database lost, --abort-on-error) or generation failed;",
            "     the summary and results are still printed and written",
            "  7  cannot write results where asked: run prints its summary and writes them to the system's",
            "     temporary folder (surge-results) instead, naming it; report/compare: cannot write the page",
            "130  interrupted (Ctrl-C); run: results of the measured window are still written; generate:",
            "     the schema stays incomplete, finish it with --resume"
        })
public final class SurgeCli implements Runnable {

    /**
     * The subcommands by the name each one's {@code @Command} gives, in the order {@code surge --help} lists them
     * (then {@code help}). Found here by name rather than by reading the subcommands' annotations: reading them
     * all at each start cost 37 ms of a {@code surge generate} (docs/benchmarks.md#a-commands-start).
     */
    static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

    private static Map<String, Class<?>> subcommands() {
        Map<String, Class<?>> m = new LinkedHashMap<>();
        m.put("list", ListCommand.class);
        m.put("generate", GenerateCommand.class);
        m.put("run", RunCommand.class);
        m.put("verify", VerifyCommand.class);
        m.put("drop", DropCommand.class);
        m.put("capture", CaptureCommand.class);
        m.put("quickstart", QuickstartCommand.class);
        m.put("report", ReportCommand.class);
        m.put("sweep", SweepCommand.class);
        m.put("compare", CompareCommand.class);
        m.put("merge", MergeCommand.class);
        m.put("serve", ServeCommand.class);
        m.put("agent", AgentCommand.class);
        m.put("history", HistoryCommand.class);
        m.put("charbench", CharbenchCommand.class);
        m.put("oewizard", WizardCommand.OeWizard.class);
        m.put("shwizard", WizardCommand.ShWizard.class);
        m.put("ccwizard", WizardCommand.CcWizard.class);
        m.put("jsonwizard", WizardCommand.JsonWizard.class);
        m.put("tpcdswizard", WizardCommand.TpcdsWizard.class);
        m.put("moviewizard", WizardCommand.MovieWizard.class);
        return Collections.unmodifiableMap(m);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns the exit code (tests call this instead of main). */
    public static int execute(String... args) {
        Debug.reset();
        List<String> secrets = secretsIn(args);
        CommandLine cl = rootFor(args);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> handle(ex, line, secrets));
        cl.setExecutionStrategy(parsed -> {
            Integer help = CommandLine.executeHelpRequest(parsed);
            if (help != null) {
                return help;
            }
            WorkloadPathOption.apply(parsed);
            return new CommandLine.RunLast().execute(parsed);
        });
        cl.setParameterExceptionHandler((ex, args2) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("surge: " + mask(OptionSlips.explain(ex, args2), secrets));
            c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help' for the options.");
            return SurgeException.USAGE;
        });
        return cl.execute(args);
    }

    /**
     * The command line for these arguments. picocli builds the model of every subcommand it is given, by
     * reflection (30 ms of {@code surge generate --help}, measured): when the first argument names a
     * subcommand, only that one is built under a bare {@code surge}; the whole tree otherwise ({@code surge},
     * {@code surge --help}, {@code surge help}, a mistyped name), where the top level's own help and
     * suggestions need it.
     */
    static CommandLine rootFor(String... args) {
        Class<?> named = args.length > 0 ? SUBCOMMANDS.get(args[0]) : null;
        if (named != null) {
            CommandSpec root = CommandSpec.wrapWithoutInspection(new SurgeCli()).name("surge");
            root.mixinStandardHelpOptions(true);
            root.versionProvider(new VersionProvider());
            CommandLine cl = new CommandLine(root);
            cl.addSubcommand(new CommandLine(named));
            return cl.setHelpFactory(WholeWordHelp.FACTORY);
        }
        CommandLine cl = new CommandLine(new SurgeCli());
        for (Class<?> sub : SUBCOMMANDS.values()) {
            cl.addSubcommand(new CommandLine(sub));
        }
        cl.addSubcommand(new CommandLine(new CommandLine.HelpCommand()));
        return cl.setHelpFactory(WholeWordHelp.FACTORY);
    }

    /** The engine names a setting ("run time"); the command line says its flag ("--run-time"). */
    static String inFlags(SurgeException e) {
        return e instanceof SettingException s ? s.in(setting -> "--" + setting) : e.getMessage();
    }

    private static int handle(Exception ex, CommandLine line, List<String> secrets) {
        boolean debug = Debug.enabled();
        Throwable t = ex;
        while (!(t instanceof SurgeException) && t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        if (t instanceof SurgeException se) {
            line.getErr().println("surge: " + mask(inFlags(se), secrets));
            if (debug) {
                line.getErr().print(mask(stackTrace(se), secrets));
            }
            // print() does not flush picocli's writer: a stack trace shorter than its buffer was never shown.
            line.getErr().flush();
            return se.exitCode();
        }
        line.getErr()
                .println("surge: unexpected error: " + mask(ex.toString(), secrets)
                        + (debug ? "" : " (rerun with --debug for details)"));
        if (debug) {
            line.getErr().print(mask(stackTrace(ex), secrets));
        }
        line.getErr().flush();
        return 1;
    }

    /**
     * The passwords in the URLs on this command line, masked wherever a library's message or a stack trace would
     * show part of one (a driver may read part of one as the host and name it).
     */
    static List<String> secretsIn(String... args) {
        return Arrays.stream(args).flatMap(a -> Secrets.valuesIn(a).stream()).toList();
    }

    private static String mask(String text, List<String> secrets) {
        return Secrets.maskFragments(Secrets.maskText(text), secrets);
    }

    private static String stackTrace(Throwable t) {
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }
}
