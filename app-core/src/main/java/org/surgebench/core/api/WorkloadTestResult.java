package org.surgebench.core.api;

import java.nio.file.Path;
import java.util.List;

/**
 * What a workload's own test ({@code surge run tpch --test both}) gives a front door to print.
 *
 * @param summary  the per-query table and the figures, as text
 * @param files    the report's JSON and HTML, written to the results folder (empty when it has none)
 * @param problems why a figure could not be computed (a query timed out or failed); empty when all were
 */
public record WorkloadTestResult(String summary, List<Path> files, List<String> problems) {
    public WorkloadTestResult {
        files = List.copyOf(files);
        problems = List.copyOf(problems);
    }
}
