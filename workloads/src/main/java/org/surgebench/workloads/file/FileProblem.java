package org.surgebench.workloads.file;

import java.nio.file.Path;
import org.surgebench.core.common.SurgeException;

/**
 * Turns a mistake in a workload file into the one sentence a user reads: {@code app.yaml:14: tables.venue.rows:
 * '1O' is not a whole number.} (file, line, where in the file, what is wrong), a usage error (exit 2).
 */
record FileProblem(Path file, FileLocations locations) {

    /** A mistake at a JSON pointer of the file ({@code /tables/venue/rows}). */
    SurgeException at(String pointer, String problem) {
        String where = FileLocations.display(pointer);
        return atLine(locations.lineOf(pointer), (where.isEmpty() ? "" : where + ": ") + problem);
    }

    /** A mistake at a known line. */
    SurgeException atLine(int line, String problem) {
        String sentence = problem.endsWith(".") ? problem : problem + ".";
        return SurgeException.usage(file + ":" + line + ": " + sentence);
    }
}
