package org.surgebench.core.report;

import java.io.IOException;
import java.nio.file.Path;
import org.surgebench.core.results.ResultExtension;
import org.surgebench.core.results.RunResult;

/** Writes the HTML report beside each run's JSON ({@code <workload>-<time>.html}). */
public final class HtmlReportExtension implements ResultExtension {
    @Override
    public String kind() {
        return "html";
    }

    @Override
    public String suffix() {
        return ".html";
    }

    @Override
    public void write(RunResult result, Path target) throws IOException {
        RunReport.write(result, target);
    }
}
