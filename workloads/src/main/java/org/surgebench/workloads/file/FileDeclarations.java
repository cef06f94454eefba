package org.surgebench.workloads.file;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a workload file declares, one line each, for {@code surge list FILE}. */
final class FileDeclarations {
    private FileDeclarations() {}

    static List<String> lines(WorkloadFile file, FileProblem problems, String docs) {
        List<String> out = new ArrayList<>();
        out.add("file: " + problems.file() + " (the format: " + docs + ")");
        if (file.tables().isEmpty()) {
            out.add("tables: none; it runs against the tables already there (generate and drop have nothing to do)");
        } else {
            FileTables at1 = new FileTables(file.tables(), 1);
            out.add("tables (generate creates and loads them; rows at scale 1):");
            for (Map.Entry<String, TableSpec> t : file.tables().entrySet()) {
                List<String> columns = new ArrayList<>();
                t.getValue().columns().forEach((c, spec) -> columns.add(c + " " + describe(spec)));
                out.add(String.format(
                                "  %-20s %,12d rows%s",
                                t.getKey(), at1.rows(t.getKey()), t.getValue().fixedRows() != null ? " (fixed)" : "")
                        + (columns.isEmpty() ? "" : ": " + String.join(", ", columns)));
            }
        }
        if (!file.parameters().isEmpty()) {
            out.add("parameters:");
            file.parameters().forEach((p, spec) -> out.add(String.format("  %-20s %s", p, describe(spec))));
        }
        out.add("statements:");
        file.transactions()
                .forEach((tx, t) -> out.add(String.format(
                        "  %-20s %d statement%s%s%s",
                        tx,
                        t.statements().size(),
                        t.statements().size() == 1 ? "" : "s",
                        t.parameters().isEmpty()
                                ? ""
                                : ", parameters of its own: "
                                        + String.join(", ", t.parameters().keySet()),
                        t.think() == null ? "" : ", think " + t.think() + " after it")));
        if (!file.verify().isEmpty()) {
            out.add("checks (surge verify; each holds when its query returns no rows):");
            file.verify().forEach(v -> out.add("  " + v.name()));
        }
        return out;
    }

    /** A source in a few words: "uniform 1..100", "sample of customer.customer_id (10000 values, at run start)". */
    static String describe(ValueSpec spec) {
        return switch (spec) {
            case ValueSpec.Sequence s ->
                "sequence from " + (s.sequence() == null ? 1 : s.sequence())
                        + (s.step() == null ? "" : " by " + s.step());
            case ValueSpec.Uniform u -> "uniform " + u.uniform();
            case ValueSpec.Normal n -> "normal " + n.normal();
            case ValueSpec.Zipfian z -> "zipfian " + z.zipfian();
            case ValueSpec.Decimal d -> "decimal " + d.decimal();
            case ValueSpec.Dates d -> "date " + d.date();
            case ValueSpec.Timestamps t -> "timestamp " + t.timestamp();
            case ValueSpec.Choice c -> "choice of " + c.choice().size();
            case ValueSpec.Text t -> "text " + t.text();
            case ValueSpec.Ref r -> "ref " + r.ref();
            case ValueSpec.Sample s ->
                "sample of "
                        + (s.sample().query() != null
                                ? "a query"
                                : s.sample().table() + "." + s.sample().column()) + " ("
                        + (s.sample().count() == null
                                ? RunDraws.DEFAULT_SAMPLE
                                : s.sample().count())
                        + " values, read at run start)";
            case ValueSpec.KeyRange k -> "key-range of " + k.keyRange() + " (min and max read at run start)";
            case ValueSpec.Unique u -> "unique: new keys above the greatest " + u.unique() + " at run start";
        };
    }
}
