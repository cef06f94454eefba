package org.surgebench.core.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;

/**
 * The results given to a merge, as the parts of one run: each a generator's own result (not a merge) with
 * histograms, all of one run id, workload and generator count, every generator given once. A mistake is a
 * one-sentence usage error that names the file.
 */
final class RunParts {
    private RunParts() {}

    /** The parts' positions ordered by generator number, after checking they are one run's N generators. */
    static List<Integer> ordered(List<RunResult> results, List<String> files) {
        if (results.size() < 2) {
            throw SurgeException.usage("Give the results of at least two generators to merge.");
        }
        RunResult first = results.get(0);
        Map<Integer, Integer> byIndex = new TreeMap<>();
        for (int i = 0; i < results.size(); i++) {
            RunResult r = results.get(i);
            String name = files == null ? "result " + (i + 1) : files.get(i);
            if (r.merged()) {
                throw SurgeException.usage(name + " is already a merged result; merge the generators' own results.");
            }
            if (r.generator() == null) {
                throw SurgeException.usage(name + " is not a generator's result (it was not run with --generator "
                        + "K/N); only the parts of one run can be merged.");
            }
            if (r.histograms() == null || r.timeSeries().stream().anyMatch(s -> s.endedAt() == null)) {
                throw SurgeException.usage(name + " has no latency histograms or series timestamps (written by an "
                        + "older Surgebench); rerun the generators with this version to merge their results.");
            }
            if (!r.runId().equals(first.runId())) {
                throw SurgeException.usage(name + " belongs to run " + r.runId() + ", not to " + first.runId()
                        + " as the first result: merge the results of one --run-id.");
            }
            if (r.generator().count() != first.generator().count()) {
                throw SurgeException.usage(
                        name + " is generator " + r.generator().label() + " but the first result " + "is one of "
                                + first.generator().count() + " generators.");
            }
            if (!r.config().workload().equals(first.config().workload())) {
                throw SurgeException.usage(name + " ran " + r.config().workload() + ", the first result "
                        + first.config().workload() + ".");
            }
            Integer before = byIndex.put(r.generator().index(), i);
            if (before != null) {
                throw SurgeException.usage("Generator " + r.generator().label() + " is given twice ("
                        + (files == null
                                ? "results " + (before + 1) + " and " + (i + 1)
                                : files.get(before) + " and " + name)
                        + ").");
            }
        }
        Set<Integer> missing = new TreeSet<>();
        for (int k = 1; k <= first.generator().count(); k++) {
            if (!byIndex.containsKey(k)) {
                missing.add(k);
            }
        }
        if (!missing.isEmpty()) {
            throw SurgeException.usage("Generator" + (missing.size() > 1 ? "s " : " ")
                    + joinLabels(missing, first.generator().count()) + " of run " + first.runId() + " "
                    + (missing.size() > 1 ? "are" : "is")
                    + " missing: give all " + first.generator().count() + " results (a merge of fewer would report a "
                    + "smaller run than was asked).");
        }
        return new ArrayList<>(byIndex.values());
    }

    private static String joinLabels(Set<Integer> missing, int count) {
        List<String> labels = missing.stream().map(k -> k + "/" + count).toList();
        return String.join(", ", labels);
    }
}
