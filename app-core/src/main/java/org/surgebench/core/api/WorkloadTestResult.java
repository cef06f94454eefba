package org.surgebench.core.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a workload's own test ({@code surge run tpch --test both}) gives a front door to print.
 *
 * @param summary  the per-query table and the figures, as text
 * @param files    the report's JSON and HTML, written to the results folder (empty when it has none)
 * @param problems why a figure could not be computed (a query timed out or failed); empty when all were
 * @param database the database's view of the test's window by provider name, as a run's results keep it
 * @param host     the hosts' view of the window (the load generator's CPU, the database host's disks), as a run's
 */
public record WorkloadTestResult(
        String summary,
        List<Path> files,
        List<String> problems,
        Map<String, Object> database,
        Map<String, Object> host) {
    public WorkloadTestResult {
        files = List.copyOf(files);
        problems = List.copyOf(problems);
    }
}
