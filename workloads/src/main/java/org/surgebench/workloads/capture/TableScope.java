package org.surgebench.workloads.capture;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.surgebench.workloads.capture.SqlTokens.Kind;
import org.surgebench.workloads.capture.SqlTokens.Token;

/**
 * The tables a statement names ({@code FROM}, {@code JOIN}, {@code UPDATE}, {@code INTO}, and the lists after
 * {@code FROM}) by the names it refers to them with (the table's own name and its alias), as the catalog has them;
 * names of CTEs and subqueries are not tables and are left out.
 */
final class TableScope {
    /** Words that end a table reference: never an alias. */
    private static final Set<String> NOT_ALIAS = Set.of(
            "where",
            "join",
            "inner",
            "left",
            "right",
            "full",
            "outer",
            "cross",
            "natural",
            "on",
            "using",
            "group",
            "order",
            "having",
            "limit",
            "offset",
            "fetch",
            "for",
            "set",
            "values",
            "select",
            "union",
            "intersect",
            "except",
            "minus",
            "window",
            "returning",
            "lateral",
            "as",
            "with",
            "partition",
            "connect",
            "start",
            "lock",
            "into",
            "default",
            "straight_join",
            "ignore",
            "force",
            "use",
            "tablesample",
            "only");

    private final Map<String, Catalog.Table> byReference = new LinkedHashMap<>();

    TableScope(List<Token> tokens, Catalog catalog) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is("from") || t.is("join") || t.is("update") || t.is("into")) {
                int j = i + 1;
                while (j < tokens.size()) {
                    j = reference(tokens, j, catalog);
                    if (j < tokens.size() && tokens.get(j).kind() == Kind.COMMA && t.is("from")) {
                        j++;
                    } else {
                        break;
                    }
                }
            }
        }
    }

    /** Reads a {@code [schema.]table [AS] [alias]} at {@code i}; returns the index after it. */
    private int reference(List<Token> tokens, int i, Catalog catalog) {
        if (i >= tokens.size()
                || tokens.get(i).kind() != Kind.WORD
                || NOT_ALIAS.contains(tokens.get(i).name())) {
            return i; // a subquery, or no table here
        }
        String name = tokens.get(i).name();
        int j = i + 1;
        if (j + 1 < tokens.size()
                && tokens.get(j).kind() == Kind.DOT
                && tokens.get(j + 1).kind() == Kind.WORD) {
            name = name + "." + tokens.get(j + 1).name();
            j += 2;
        }
        if (j < tokens.size() && tokens.get(j).kind() == Kind.OPEN) {
            return j; // a function in FROM
        }
        Optional<Catalog.Table> table = catalog.table(name);
        if (j < tokens.size() && tokens.get(j).is("as")) {
            j++;
        }
        String alias = null;
        if (j < tokens.size()
                && tokens.get(j).kind() == Kind.WORD
                && !NOT_ALIAS.contains(tokens.get(j).name())) {
            alias = tokens.get(j).name();
            j++;
        }
        if (table.isPresent()) {
            byReference.putIfAbsent(name, table.get());
            byReference.putIfAbsent(name.substring(name.lastIndexOf('.') + 1), table.get());
            if (alias != null) {
                byReference.put(alias, table.get());
            }
        }
        return j;
    }

    /** The tables named, each once, in the order the statement names them. */
    List<Catalog.Table> tables() {
        return byReference.values().stream().distinct().toList();
    }

    /**
     * The table of a column written {@code qualifier.column} (qualifier null when unqualified): the table the
     * qualifier names, or the first table that has the column (a qualifier naming a CTE or subquery, whose columns
     * are usually those of a table beneath it).
     */
    Optional<Catalog.Table> tableOf(String qualifier, String column) {
        if (qualifier != null) {
            Catalog.Table t = byReference.get(qualifier);
            if (t != null) {
                return t.columns().containsKey(column) ? Optional.of(t) : Optional.empty();
            }
        }
        return tables().stream().filter(t -> t.columns().containsKey(column)).findFirst();
    }
}
