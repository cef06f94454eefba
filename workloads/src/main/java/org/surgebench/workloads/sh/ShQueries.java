package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.List;

/** The thirteen queries of the Sales History mix, in Swingbench's order, with its default weights. */
final class ShQueries {
    private ShQueries() {}

    static final List<ShQuery> ALL = all();

    private static List<ShQuery> all() {
        List<ShQuery> out = new ArrayList<>(List.of(
                ShGroupingQueries.SRMC,
                ShGroupingQueries.SRWC,
                ShGroupingQueries.SCMC,
                ShGroupingQueries.SCWC,
                ShGroupingQueries.PSCR,
                ShGroupingQueries.PMSCR));
        out.addAll(ShAnalyticQueries.ALL);
        return List.copyOf(out);
    }

    static ShQuery byShortName(String shortName) {
        return ALL.stream()
                .filter(q -> q.shortName().equals(shortName))
                .findFirst()
                .orElseThrow();
    }
}
