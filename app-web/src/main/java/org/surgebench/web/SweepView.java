package org.surgebench.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * A sweep's scaling table as the sweeps page shows it, growing step by step: the columns are the catalogue's
 * ({@link SweepFigures}, with its labels and formats; an optional IO figure only once some step has it), each
 * row a step with its cells written in the figure's format and its raw values by key for the charts, the knee's
 * row marked, and the sentence under the table. Nothing here names a figure of its own.
 */
record SweepView(
        String axis,
        String axisLabel,
        List<Map<String, String>> figures,
        List<Map<String, Object>> rows,
        String kneeTitle,
        String kneeSentence) {

    static SweepView of(SweepResult r) {
        List<SweepFigure> shown =
                SweepFigures.ALL.stream().filter(f -> f.shownFor(r)).toList();
        List<Map<String, String>> figures = new ArrayList<>();
        shown.forEach(f -> figures.add(Map.of("key", f.key(), "label", f.label())));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            SweepStep s = r.steps().get(i);
            List<String> cells = new ArrayList<>();
            Map<String, Double> values = new LinkedHashMap<>();
            for (SweepFigure f : shown) {
                Double v = f.value().apply(s);
                cells.add(v == null ? "–" : f.format().format(v));
                values.put(f.key(), v);
            }
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("at", r.name(s));
            row.put("x", r.at(s));
            row.put("cells", cells);
            row.put("values", values);
            row.put("knee", r.kneeIndex() != null && r.kneeIndex() == i);
            row.put("stopReason", s.stopReason());
            rows.add(row);
        }
        boolean any = !r.steps().isEmpty();
        return new SweepView(
                r.byRate() ? SweepResult.RATE : SweepResult.USERS,
                r.byRate() ? "rate asked (tx/s)" : "users",
                figures,
                rows,
                any ? r.kneeTitle() : null,
                any ? r.kneeSentence() : null);
    }
}
