package org.surgebench.core.dbview;

import java.util.List;

/**
 * A ranking of a database's view drawn as horizontal bars (the top waits of the window), labelled by the
 * database's own package.
 *
 * @param valueTitle what the bars measure, e.g. "% of DB time"
 */
public record BarChart(String name, String title, String valueTitle, List<String> labels, List<Double> values) {
    public BarChart {
        labels = labels == null ? List.of() : List.copyOf(labels);
        values = values == null ? List.of() : List.copyOf(values);
    }

    public boolean hasData() {
        return !labels.isEmpty();
    }
}
