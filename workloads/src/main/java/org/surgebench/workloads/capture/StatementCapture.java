package org.surgebench.workloads.capture;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.WorkloadCapture;
import org.surgebench.workloads.file.FileWorkload;
import org.surgebench.workloads.file.SqlText;
import org.surgebench.workloads.file.StatementSpec;
import org.surgebench.workloads.file.TransactionSpec;
import org.surgebench.workloads.file.ValueSpec;
import org.surgebench.workloads.file.WorkloadFile;
import org.surgebench.workloads.file.WorkloadFileReader;
import org.surgebench.workloads.file.WorkloadFileWriter;

/**
 * {@code surge capture}: the top statements the server counted, each a transaction of its own weighted by its
 * calls (so a run of the file replays the statement mix), with its values drawn from the data
 * ({@link StatementTemplate}). Left out, and listed as comments with why: what is not a query or a change
 * (transaction control, session settings), what reads the server's catalog or Surgebench's own tables, and the
 * statements whose values the capture cannot draw.
 */
public final class StatementCapture implements WorkloadCapture {
    /** Weights are calls, scaled down to add up to about this many when more, so a mix deck stays small. */
    static final long MAX_TOTAL_WEIGHT = 100_000;

    private static final Set<String> STATEMENTS =
            Set.of("select", "insert", "update", "delete", "with", "merge", "replace", "call", "values");
    /** The server's catalog and statistics, and Surgebench's own tables: what drivers and tools read. */
    private static final java.util.regex.Pattern NOT_THE_APPLICATION = java.util.regex.Pattern.compile(
            "\\b(pg_catalog|information_schema|pg_stat\\w*|pg_class|pg_namespace|pg_type|pg_settings|pg_database"
                    + "|pg_extension|pg_roles|performance_schema|mysql\\.\\w+|g?v\\$\\w+|sys\\.\\w+"
                    + "|(dba|all|user)_(tables|tab_\\w+|objects|indexes|ind_\\w+|constraints|cons_\\w+|sequences"
                    + "|users|views|synonyms|source|procedures|arguments)|surge_schema|surge_object)\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** A statement kept, as a transaction. */
    private record Kept(String sql, Map<String, ValueSpec> parameters, long calls, double millis) {}

    @Override
    public CapturedWorkload capture(
            Connection c, SqlDialect sql, List<CountedStatement> counted, CaptureSettings settings) {
        List<String> notCaptured = new ArrayList<>();
        List<String> otherKinds = new ArrayList<>();
        List<CountedStatement> ranked = new ArrayList<>();
        for (CountedStatement s : counted) {
            if (s.calls() < Math.max(1, settings.minCalls())) {
                continue;
            }
            String first = firstWord(s.text());
            if (!STATEMENTS.contains(first)) {
                otherKinds.add(first.toUpperCase(Locale.ROOT));
            } else if (notTheApplication(s.text())) {
                otherKinds.add("CATALOG");
            } else {
                ranked.add(s);
            }
        }
        ranked.sort(
                settings.byTime()
                        ? Comparator.comparingDouble(CountedStatement::millis).reversed()
                        : Comparator.comparingLong(CountedStatement::calls).reversed());
        Catalog catalog = Catalog.of(c);
        Map<String, Kept> kept = new LinkedHashMap<>();
        for (CountedStatement s : ranked) {
            if (kept.size() >= settings.top()) {
                notCaptured.add("beyond the top " + settings.top() + ": " + oneLine(s.text()));
                continue;
            }
            StatementTemplate t = StatementTemplate.of(s.text(), catalog, settings.sample());
            if (t.refusal() != null) {
                notCaptured.add(t.refusal() + ": " + oneLine(s.text()));
                continue;
            }
            // Statements the server told apart (by user, by plan) that are one template: one transaction.
            kept.merge(
                    t.sql(),
                    new Kept(t.sql(), t.parameters(), s.calls(), s.millis()),
                    (a, b) -> new Kept(a.sql(), a.parameters(), a.calls() + b.calls(), a.millis() + b.millis()));
        }
        WorkloadFile file = file(sql, kept.values(), settings);
        List<String> comments = comments(sql, kept.size(), otherKinds, notCaptured);
        String text = WorkloadFileWriter.write(file, comments);
        // What it writes must load: the file's own checks, as surge run makes them.
        new FileWorkload(WorkloadFileReader.parse(java.nio.file.Path.of(settings.name() + ".yaml"), text));
        return new CapturedWorkload(text, kept.size(), notCaptured);
    }

    private static WorkloadFile file(SqlDialect sql, java.util.Collection<Kept> kept, CaptureSettings settings) {
        long total = kept.stream().mapToLong(Kept::calls).sum();
        double scale = total > MAX_TOTAL_WEIGHT ? (double) MAX_TOTAL_WEIGHT / total : 1;
        Map<String, ValueSpec> parameters = new LinkedHashMap<>();
        Map<String, TransactionSpec> transactions = new LinkedHashMap<>();
        int n = 0;
        String digits = "%0" + String.valueOf(kept.size()).length() + "d";
        for (Kept k : kept) {
            n++;
            k.parameters().forEach(parameters::putIfAbsent);
            int weight = (int) Math.max(1, Math.round(k.calls() * scale));
            String name = String.format(
                    Locale.ROOT,
                    "%d calls, %.3f ms each: %s",
                    k.calls(),
                    k.millis() / k.calls(),
                    shortened(oneLine(k.sql()), 60));
            transactions.put(
                    "S" + String.format(Locale.ROOT, digits, n),
                    new TransactionSpec(
                            name,
                            weight,
                            null,
                            null,
                            null,
                            null,
                            List.of(new StatementSpec(SqlText.of(k.sql()), null, null, null))));
        }
        String description = "Captured from " + sql.product() + "'s statement statistics: " + kept.size()
                + " statements, each a transaction weighted by its calls";
        return new WorkloadFile(settings.name(), description, null, null, parameters, transactions, null);
    }

    private static List<String> comments(SqlDialect sql, int kept, List<String> otherKinds, List<String> notCaptured) {
        List<String> out = new ArrayList<>();
        out.add("Written by surge capture from " + sql.product() + "'s statement statistics: " + kept
                + " statements, each a transaction weighted by its calls.");
        out.add("Values are drawn from the data: samples of the columns they are compared with, new keys for an");
        out.add("insert's own key, 10 rows for a LIMIT. Run it with: surge run FILE --url URL");
        out.add("The format: docs/custom-workloads.md, \"Workload files\" and \"Capture\".");
        if (!otherKinds.isEmpty()) {
            Map<String, Integer> byKind = new java.util.TreeMap<>();
            otherKinds.forEach(k -> byKind.merge(k, 1, Integer::sum));
            out.add("Left out, not the application's queries or changes: "
                    + byKind.entrySet().stream()
                            .map(e -> e.getKey().equals("CATALOG")
                                    ? e.getValue() + " reading the catalog or Surgebench's own tables"
                                    : e.getValue() + " " + e.getKey())
                            .reduce((a, b) -> a + ", " + b)
                            .orElse("")
                    + ".");
        }
        if (!notCaptured.isEmpty()) {
            out.add("Not captured (" + notCaptured.size() + "), with why:");
            notCaptured.forEach(w -> out.add("  " + shortened(w, 300)));
        }
        out.add("");
        return out;
    }

    private static String firstWord(String text) {
        List<SqlTokens.Token> tokens = SqlTokens.of(text);
        for (SqlTokens.Token t : tokens) {
            if (t.kind() == SqlTokens.Kind.WORD) {
                return t.name().toLowerCase(Locale.ROOT);
            }
            if (t.kind() != SqlTokens.Kind.OPEN && t.kind() != SqlTokens.Kind.OTHER) {
                break;
            }
        }
        return "";
    }

    private static boolean notTheApplication(String text) {
        return NOT_THE_APPLICATION.matcher(text).find();
    }

    static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static String shortened(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 3) + "...";
    }
}
