package org.surgebench.core.api;

import java.nio.file.Path;
import java.util.List;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.core.swingbench.SwingbenchConfigWriter;
import org.surgebench.core.swingbench.SwingbenchLayer;
import org.surgebench.core.swingbench.SwingbenchResults;

/**
 * Swingbench's files, for front doors that take and give them as Swingbench does ({@code surge run -c},
 * {@code --save-config}, {@code surge charbench}): a configuration read, applied onto a run and written, and a
 * run's results in Swingbench's XML. {@link Surgebench#importSwingbench} maps a configuration onto a new run in
 * one call.
 */
public final class SwingbenchFiles {
    private SwingbenchFiles() {}

    /** Reads a configuration; a file that is not XML or not a Swingbench configuration is one sentence. */
    public static SwingbenchConfig read(Path file) {
        return SwingbenchConfig.read(file);
    }

    /**
     * Lays {@code config} beneath what {@code spec} was given (the settings a front door was given win; give it
     * only those, see {@link RunSpec#keepGiven}); returns what it did not apply, each with why.
     */
    public static List<String> apply(SwingbenchConfig config, RunSpec spec) {
        return SwingbenchLayer.apply(config, spec);
    }

    /**
     * Writes {@code spec}'s settings as a Swingbench configuration without any password; true when the URL held
     * credentials, which were left out (say so: whoever runs the file must give them).
     */
    public static boolean save(RunSpec spec, Path file) {
        return SwingbenchConfigWriter.write(spec, file);
    }

    /**
     * Reads a Swingbench results file ({@code charbench -r results.xml}) as a result that compares beside
     * Surgebench's; a file that is not one is one sentence (exit 2).
     */
    public static RunResult readResults(Path file) {
        return org.surgebench.core.swingbench.SwingbenchResultsReader.read(file);
    }

    /** Whether {@code file} is XML rather than a results JSON (by its first character). */
    public static boolean isXml(Path file) {
        return org.surgebench.core.swingbench.SwingbenchResultsFile.looksLikeXml(file);
    }

    /** Writes a run's results as Swingbench's results XML, under {@code benchmarkName}. */
    public static void writeResults(RunResult result, String benchmarkName, Path file) {
        SwingbenchResults.write(result, benchmarkName, file);
    }
}
