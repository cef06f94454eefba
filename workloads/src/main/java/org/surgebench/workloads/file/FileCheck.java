package org.surgebench.workloads.file;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.spi.OptionCheck;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.core.spi.Workloads;

/**
 * Checks what a read workload file means, before anything touches a database: each mistake is one sentence
 * naming the file and line ({@link FileProblem}). What only a database can tell (a statement that does not
 * prepare, a sampled table that is empty) is checked as a run starts ({@link RunState}).
 */
final class FileCheck {
    static final String NAME = "[A-Za-z][A-Za-z0-9_-]{0,39}";
    private static final String IDENTIFIER = "[A-Za-z_][A-Za-z0-9_$]*";

    private final WorkloadFile file;
    private final FileProblem problems;

    private FileCheck(WorkloadFile file, FileProblem problems) {
        this.file = file;
        this.problems = problems;
    }

    /** Checks the file; returns the workload's name (the file's name without its extension when it gives none). */
    static String check(WorkloadFile file, FileProblem problems) {
        FileCheck c = new FileCheck(file, problems);
        String name = c.name();
        c.tables();
        c.parameters("/parameters", file.parameters());
        c.transactions();
        c.run();
        c.verify();
        return name;
    }

    private String name() {
        String name = file.name();
        if (name == null) {
            String f = problems.file().getFileName().toString();
            name = f.contains(".") ? f.substring(0, f.lastIndexOf('.')) : f;
            name = name.replaceAll("[^A-Za-z0-9_-]", "_");
            if (!name.matches("[A-Za-z].*")) {
                name = "w" + name;
            }
            name = name.substring(0, Math.min(40, name.length()));
        }
        if (!name.matches(NAME)) {
            throw problems.at(
                    "/name",
                    "'" + name + "' is not a workload name: a letter, then up to 39 letters, " + "digits, _ or -");
        }
        if (Workloads.builtIn(name)) {
            throw problems.at(
                    "/name",
                    "'" + name + "' is a built-in workload's name: give the file a name of its "
                            + "own, since the name is the schema's identity in the database");
        }
        return name;
    }

    private void tables() {
        FileTables at1 = new FileTables(file.tables(), 1);
        for (Map.Entry<String, TableSpec> e : file.tables().entrySet()) {
            String at = "/tables/" + FileLocations.escape(e.getKey());
            TableSpec t = e.getValue();
            if (!e.getKey().matches(IDENTIFIER)) {
                throw problems.at(at, "'" + e.getKey() + "' is not a table name");
            }
            if ((t.rows() == null) == (t.fixedRows() == null)) {
                throw problems.at(at, "give rows (per unit of scale) or fixed-rows, one of the two");
            }
            if ((t.rows() != null && t.rows() < 0) || (t.fixedRows() != null && t.fixedRows() < 0)) {
                throw problems.at(at, "rows are 0 or more");
            }
            sql(at + "/create", t.create(), true);
            sql(at + "/indexes", t.indexes(), false);
            sql(at + "/finish", t.finish(), false);
            if (at1.rows(e.getKey()) > 0 && t.columns().isEmpty()) {
                throw problems.at(at, "a table with rows needs columns: a generator per column");
            }
            for (Map.Entry<String, ValueSpec> c : t.columns().entrySet()) {
                String where = at + "/columns/" + FileLocations.escape(c.getKey());
                if (RunDraws.check(c.getValue())) {
                    throw problems.at(
                            where,
                            "sample, key-range and unique are for parameters: a column takes a " + "generator ("
                                    + ValueSpecReader.columnKinds() + ")");
                }
                draw(where, c.getValue(), at1);
            }
        }
    }

    private void draw(String at, ValueSpec spec, FileTables tables) {
        try {
            ValueDraws.of(spec, tables::keys);
        } catch (IllegalArgumentException e) {
            throw problems.at(at, e.getMessage());
        }
    }

    private void parameters(String at, Map<String, ValueSpec> parameters) {
        FileTables at1 = new FileTables(file.tables(), 1);
        for (Map.Entry<String, ValueSpec> p : parameters.entrySet()) {
            String where = at + "/" + FileLocations.escape(p.getKey());
            if (!p.getKey().matches(IDENTIFIER)) {
                throw problems.at(where, "'" + p.getKey() + "' is not a parameter name (letters, digits and _)");
            }
            if (p.getValue() instanceof ValueSpec.Sequence) {
                throw problems.at(where, "a sequence is for table columns: a parameter takes unique for new keys");
            }
            try {
                if (!RunDraws.check(p.getValue())) {
                    draw(where, p.getValue(), at1);
                }
            } catch (IllegalArgumentException e) {
                throw problems.at(where, e.getMessage());
            }
        }
    }

    private void transactions() {
        if (file.transactions().isEmpty()) {
            throw problems.at("", "no transactions: a workload file declares at least one, under transactions");
        }
        for (Map.Entry<String, TransactionSpec> e : file.transactions().entrySet()) {
            String at = "/transactions/" + FileLocations.escape(e.getKey());
            TransactionSpec t = e.getValue();
            if (!e.getKey().matches("[A-Za-z][A-Za-z0-9_-]{0,15}")) {
                throw problems.at(
                        at,
                        "'" + e.getKey() + "' is not a transaction's short name: a letter, then up to "
                                + "15 letters, digits, _ or -");
            }
            if (t.weight() != null && t.weight() < 0) {
                throw problems.at(at + "/weight", "a weight is 0 or more");
            }
            if (t.think() != null) {
                pauses(at + "/think", t.think());
            }
            parameters(at + "/parameters", t.parameters());
            statements(at, t);
        }
    }

    private void statements(String at, TransactionSpec t) {
        if (t.statements().isEmpty()) {
            throw problems.at(at, "no statements: a transaction runs at least one");
        }
        Set<String> known = new HashSet<>(file.parameters().keySet());
        known.addAll(t.parameters().keySet());
        for (int i = 0; i < t.statements().size(); i++) {
            String where = at + "/statements/" + i;
            StatementSpec s = t.statements().get(i);
            sql(where + "/sql", s.sql(), true);
            for (String text : texts(s.sql())) {
                for (String name : NamedSql.parse(text).names()) {
                    if (!known.contains(name)) {
                        throw problems.at(
                                where + "/sql",
                                "statement " + (i + 1) + " uses :" + name + ", which has "
                                        + "no source: declare it under parameters (e.g. " + name
                                        + ": {uniform: 1..1000}) or "
                                        + "name it in the into of an earlier statement" + nearest(name, known));
                    }
                }
            }
            for (String name : s.into()) {
                if (!name.matches(IDENTIFIER)) {
                    throw problems.at(where + "/into", "'" + name + "' is not a parameter name");
                }
                if (file.parameters().containsKey(name) || t.parameters().containsKey(name)) {
                    throw problems.at(
                            where + "/into",
                            name + " is a declared parameter too: into gives it its value,"
                                    + " so rename one of the two");
                }
                known.add(name);
            }
            if (s.ifEmpty() != null) {
                if (s.into().isEmpty()) {
                    throw problems.at(
                            where + "/if-empty",
                            "if-empty goes with into: it says what happens when the "
                                    + "statement returns no row to set the names from");
                }
                IfEmpty.of(s.ifEmpty(), m -> problems.at(where + "/if-empty", m));
            }
            if (s.repeat() != null) {
                try {
                    Ranges.Longs r = Ranges.longs(s.repeat());
                    if (r.min() < 0 || r.max() > 10_000) {
                        throw new IllegalArgumentException("a repeat is from 0 to 10000 times");
                    }
                } catch (IllegalArgumentException e) {
                    throw problems.at(where + "/repeat", e.getMessage());
                }
            }
        }
    }

    private static String nearest(String name, Set<String> known) {
        String n = OptionCheck.nearest(name, known);
        return n == null ? "" : " (did you mean :" + n + "?)";
    }

    /** Every text of a statement: the common one and each database's. */
    static List<String> texts(SqlText sql) {
        List<String> out = new java.util.ArrayList<>();
        if (sql.common() != null) {
            out.add(sql.common());
        }
        out.addAll(sql.byDatabase().values());
        return out;
    }

    private void sql(String at, SqlText sql, boolean required) {
        if (sql == null) {
            if (required) {
                throw problems.at(at, "missing: give the SQL (" + at.substring(at.lastIndexOf('/') + 1) + ": ...)");
            }
            return;
        }
        Set<String> databases = SqlDialects.names();
        for (String db : sql.byDatabase().keySet()) {
            if (!databases.contains(db)) {
                String nearest = OptionCheck.nearest(db, databases);
                throw problems.at(
                        at + "/" + FileLocations.escape(db),
                        "'" + db + "' is not a database"
                                + (nearest == null ? "" : " (did you mean '" + nearest + "'?)")
                                + "; SQL is given as common or"
                                + " for " + String.join(", ", databases));
            }
        }
        for (String text : texts(sql)) {
            if (text == null || text.isBlank()) {
                throw problems.at(at, "the SQL is empty");
            }
        }
    }

    private void pauses(String at, String text) {
        try {
            Ranges.pauses(text);
        } catch (IllegalArgumentException e) {
            throw problems.at(at, e.getMessage());
        }
    }

    private void run() {
        RunSection run = file.run();
        if (run == null) {
            return;
        }
        if (run.users() != null && run.users() < 1) {
            throw problems.at("/run/users", "users are 1 or more");
        }
        if (run.think() != null) {
            pauses("/run/think", run.think());
        }
        if (run.queryTimeout() != null) {
            pauses("/run/query-timeout", run.queryTimeout());
        }
        for (int i = 0; i < run.phases().size(); i++) {
            try {
                org.surgebench.core.settings.Phase.parse(run.phases().get(i));
            } catch (org.surgebench.core.common.SettingException e) {
                throw problems.at("/run/phases/" + i, e.in(name -> name));
            }
        }
        for (Map.Entry<String, Map<String, Integer>> m : run.mixes().entrySet()) {
            String at = "/run/mixes/" + FileLocations.escape(m.getKey());
            int total = 0;
            for (Map.Entry<String, Integer> w : m.getValue().entrySet()) {
                if (!file.transactions().containsKey(w.getKey())) {
                    String nearest =
                            OptionCheck.nearest(w.getKey(), file.transactions().keySet());
                    throw problems.at(
                            at + "/" + FileLocations.escape(w.getKey()),
                            "no transaction " + w.getKey()
                                    + (nearest == null ? "" : " (did you mean '" + nearest + "'?)")
                                    + "; the file's are "
                                    + String.join(", ", file.transactions().keySet()));
                }
                if (w.getValue() == null || w.getValue() < 0) {
                    throw problems.at(at + "/" + FileLocations.escape(w.getKey()), "a weight is 0 or more");
                }
                total += w.getValue();
            }
            if (total == 0) {
                throw problems.at(at, "the mix's weights add up to 0: give at least one transaction a weight");
            }
        }
    }

    private void verify() {
        for (int i = 0; i < file.verify().size(); i++) {
            VerifySpec v = file.verify().get(i);
            if (v.name() == null || v.name().isBlank()) {
                throw problems.at("/verify/" + i, "a check needs a name: what holds, in words");
            }
            sql("/verify/" + i + "/sql", v.sql(), true);
        }
    }
}
