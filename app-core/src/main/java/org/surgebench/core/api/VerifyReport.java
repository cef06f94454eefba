package org.surgebench.core.api;

import java.util.List;

/** The outcome of {@code verify}: every check with whether it holds and what was found. */
public record VerifyReport(String workload, double scale, List<Check> checks) {

    public record Check(String name, boolean ok, String detail) {}

    public boolean ok() {
        return checks.stream().allMatch(Check::ok);
    }

    public List<Check> failures() {
        return checks.stream().filter(c -> !c.ok()).toList();
    }
}
