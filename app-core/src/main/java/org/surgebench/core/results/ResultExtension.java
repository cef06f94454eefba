package org.surgebench.core.results;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes one more file beside each run's JSON (the HTML report, for instance). Found with
 * {@link java.util.ServiceLoader}; must write atomically ({@link AtomicFiles}).
 */
public interface ResultExtension {
    /** Key in the result's {@code files} map, e.g. {@code html}. */
    String kind();

    /** File name suffix, e.g. {@code .html}. */
    String suffix();

    void write(RunResult result, Path target) throws IOException;
}
