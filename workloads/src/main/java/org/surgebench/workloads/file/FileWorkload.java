package org.surgebench.workloads.file;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * A workload declared in a file, with everything a built-in workload has: generate (tables loaded in parallel
 * chunks from (seed, key), resumable, owned), transactions through the engine's context, mixes, run defaults and
 * checks. Without tables it runs against the tables already there: nothing to generate, nothing to drop.
 */
public final class FileWorkload implements Workload {
    /** Where the format is taught: {@code surge list FILE} points there. */
    static final String DOCS = "docs/custom-workloads.md#workload-files";

    private static final Pattern DELETE = Pattern.compile("(?i)^\\s*DELETE\\s+FROM\\s+([A-Za-z_][A-Za-z0-9_$.]*)");

    private final WorkloadFile file;
    private final FileProblem problems;
    private final String name;

    /** Checks the file (a mistake is one sentence naming its line) and makes its workload. */
    public FileWorkload(WorkloadFileReader.Parsed parsed) {
        this.file = parsed.model();
        this.problems = parsed.problems();
        this.name = FileCheck.check(file, problems);
    }

    /** The file as read. */
    public WorkloadFile model() {
        return file;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return file.description() != null
                ? file.description()
                : "Workload file " + problems.file().getFileName();
    }

    @Override
    public boolean needsGenerate() {
        return !file.tables().isEmpty();
    }

    @Override
    public Schema schema(SchemaOptions options) {
        return FileSchema.of(file, problems, options);
    }

    @Override
    public List<TransactionDef> transactions() {
        List<TransactionDef> out = new ArrayList<>();
        file.transactions()
                .forEach((shortName, t) -> out.add(new TransactionDef(
                        shortName,
                        t.name() != null ? t.name() : shortName,
                        t.weight() != null ? t.weight() : 1,
                        t.enabled() == null || t.enabled(),
                        t.readOnly() != null ? t.readOnly() : onlyQueries(t),
                        new FileTransaction(shortName))));
        return out;
    }

    /**
     * The event-loop form of each transaction that has one ({@link FileOnEventLoop#runsOnEventLoop}: none with a
     * think time of its own or a write returning rows into names), by short name.
     */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        Map<String, EventLoopTransaction> out = new LinkedHashMap<>();
        file.transactions().forEach((shortName, t) -> {
            if (FileOnEventLoop.runsOnEventLoop(t)) {
                out.put(shortName, new FileOnEventLoop(shortName)::execute);
            }
        });
        return out;
    }

    private static boolean onlyQueries(TransactionSpec t) {
        return t.statements().stream()
                .flatMap(s -> FileCheck.texts(s.sql()).stream())
                .allMatch(sql -> StatementKind.of(sql) == StatementKind.SELECT);
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Map<String, Integer>> named =
                file.run() == null ? Map.of() : file.run().mixes();
        if (!named.isEmpty()) {
            List<Mix> out = new ArrayList<>();
            named.forEach((mix, weights) ->
                    out.add(new Mix(mix, "declared in " + problems.file().getFileName(), weights)));
            return out;
        }
        return List.of(Mix.ofEnabled("default", "the transactions' weights", transactions()));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return RunState.prepare(file, problems, connection, options);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return FileVerify.checks(file, problems);
    }

    /** Tables a statement deletes from: a run may leave fewer rows in them than generate loaded. */
    @Override
    public Set<String> tablesTransactionsShrink() {
        Set<String> out = new TreeSet<>();
        for (TransactionSpec t : file.transactions().values()) {
            for (StatementSpec s : t.statements()) {
                for (String sql : FileCheck.texts(s.sql())) {
                    Matcher m = DELETE.matcher(sql);
                    if (m.find()) {
                        out.add(m.group(1).toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return out;
    }

    @Override
    public RunDefaults runDefaults() {
        RunSection run = file.run();
        if (run == null) {
            return RunDefaults.ENGINE;
        }
        Ranges.Pauses think =
                run.think() == null ? new Ranges.Pauses(Duration.ZERO, Duration.ZERO) : Ranges.pauses(run.think());
        return new RunDefaults(
                run.users() != null ? run.users() : RunDefaults.ENGINE.users(),
                think.min(),
                think.max(),
                run.queryTimeout() == null
                        ? Duration.ZERO
                        : Ranges.pauses(run.queryTimeout()).max(),
                org.surgebench.core.settings.Phase.parseAll(run.phases()));
    }

    @Override
    public List<String> declarations() {
        return FileDeclarations.lines(file, problems, DOCS);
    }
}
