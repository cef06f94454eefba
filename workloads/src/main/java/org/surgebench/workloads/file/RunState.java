package org.surgebench.workloads.file;

import java.sql.Connection;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.StatementKind;

/**
 * What every user of a run of a workload file shares, made once as the run starts and before any user logs on:
 * each transaction's statements in this database's SQL, each prepared once to check it, and its parameters' draws,
 * with the values sampled from the database. A statement that does not prepare or a sample that finds nothing
 * is one sentence naming the file and line (exit 2), and nothing was written.
 */
final class RunState {

    /**
     * One statement of a transaction, ready to run: its JDBC SQL, the same with {@code $n} parameters as the event
     * loops send it ({@link NamedSql}), its parameters' types as the database inferred them ({@link java.sql.Types};
     * {@code OTHER} where it does not say), and what binds and reads it.
     */
    record Step(
            String sql,
            String numbered,
            List<Integer> types,
            List<String> names,
            StatementKind kind,
            List<String> into,
            IfEmpty ifEmpty,
            Ranges.Longs repeat,
            Set<String> fresh) {}

    /** A transaction ready to run: its steps, its parameters' draws by name, its think time (null: none). */
    record Plan(List<Step> steps, Map<String, ValueDraw> draws, Ranges.Pauses think) {}

    private final Map<String, Plan> plans;

    private RunState(Map<String, Plan> plans) {
        this.plans = plans;
    }

    Plan plan(String transaction) {
        return plans.get(transaction);
    }

    static RunState prepare(WorkloadFile file, FileProblem problems, Connection c, SchemaOptions options)
            throws SQLException {
        Map<String, ValueDraw> shared = draws(file, problems, "/parameters", file.parameters(), c, options);
        Map<String, Plan> plans = new LinkedHashMap<>();
        for (Map.Entry<String, TransactionSpec> e : file.transactions().entrySet()) {
            String at = "/transactions/" + FileLocations.escape(e.getKey());
            TransactionSpec t = e.getValue();
            Map<String, ValueDraw> draws = new LinkedHashMap<>(shared);
            draws.putAll(draws(file, problems, at + "/parameters", t.parameters(), c, options));
            List<Step> steps = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < t.statements().size(); i++) {
                steps.add(step(problems, at + "/statements/" + i, t.statements().get(i), c, options, seen));
            }
            plans.put(e.getKey(), new Plan(steps, draws, t.think() == null ? null : Ranges.pauses(t.think())));
        }
        return new RunState(plans);
    }

    private static Map<String, ValueDraw> draws(
            WorkloadFile file,
            FileProblem problems,
            String at,
            Map<String, ValueSpec> parameters,
            Connection c,
            SchemaOptions options)
            throws SQLException {
        FileTables tables = new FileTables(file.tables(), options.scale());
        Map<String, ValueDraw> out = new LinkedHashMap<>();
        for (Map.Entry<String, ValueSpec> p : parameters.entrySet()) {
            String where = at + "/" + FileLocations.escape(p.getKey());
            try {
                out.put(
                        p.getKey(),
                        RunDraws.check(p.getValue())
                                ? RunDraws.of(p.getValue(), c, options.seed())
                                : ValueDraws.of(p.getValue(), tables::keys));
            } catch (IllegalArgumentException e) {
                throw problems.at(where, e.getMessage());
            } catch (SQLException e) {
                c.rollback();
                throw problems.at(where, "reading it does not work on " + options.dialect() + ": " + firstLine(e));
            }
        }
        return out;
    }

    private static Step step(
            FileProblem problems, String at, StatementSpec s, Connection c, SchemaOptions options, Set<String> seen)
            throws SQLException {
        String text = s.sql().forDatabase(options.dialect());
        if (text == null) {
            throw problems.at(
                    at + "/sql", "no SQL for " + options.dialect() + ": add '" + options.dialect() + ":' or 'common:'");
        }
        NamedSql named = NamedSql.parse(text.strip());
        StatementKind kind = StatementKind.of(named.jdbc());
        List<Integer> types = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(named.jdbc())) {
            // Asking for the parameters' and the columns' description makes drivers that prepare lazily
            // (PostgreSQL's, MariaDB's) send the statement to the server, which parses it: a wrong name fails here,
            // before any user starts. Neither runs it.
            ParameterMetaData parameters = ps.getParameterMetaData();
            for (int i = 1; i <= named.names().size(); i++) {
                types.add(parameterType(parameters, i));
            }
            ResultSetMetaData columns = ps.getMetaData();
            if (!s.into().isEmpty()
                    && columns != null
                    && columns.getColumnCount() < s.into().size()) {
                throw problems.at(
                        at + "/into",
                        "into names " + s.into().size() + " values but the statement returns "
                                + columns.getColumnCount() + " column" + (columns.getColumnCount() == 1 ? "" : "s"));
            }
        } catch (SQLException e) {
            c.rollback();
            throw problems.at(at + "/sql", "does not prepare on " + options.dialect() + ": " + firstLine(e));
        }
        Set<String> fresh = new HashSet<>(named.names());
        fresh.removeAll(seen);
        seen.addAll(named.names());
        seen.addAll(s.into());
        return new Step(
                named.jdbc(),
                named.numbered(),
                List.copyOf(types),
                named.names(),
                kind,
                s.into(),
                IfEmpty.of(s.ifEmpty(), m -> problems.at(at + "/if-empty", m)),
                s.repeat() == null ? null : Ranges.longs(s.repeat()),
                Set.copyOf(fresh));
    }

    /** The type the database inferred for parameter {@code i}; {@code OTHER} where the driver does not say. */
    private static int parameterType(ParameterMetaData parameters, int i) {
        try {
            return parameters.getParameterType(i);
        } catch (SQLException | RuntimeException e) {
            return Types.OTHER;
        }
    }

    static String firstLine(SQLException e) {
        String m = e.getMessage() == null
                ? e.getClass().getSimpleName()
                : e.getMessage().strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }
}
