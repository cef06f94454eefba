package org.surgebench.core.results;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.surgebench.core.metrics.IntervalSnapshot;

/**
 * The 1 s series of a running run, appended to its CSV interval by interval, so that a run killed outright
 * (kill -9, a power cut of the load generator) leaves its series behind. At the end {@link ResultWriter}
 * replaces the file with the complete one. A failing append (a full disk) stops the appending, not the run.
 */
public final class SeriesCsv implements AutoCloseable {
    private final List<String> txNames;
    private Writer out;

    private SeriesCsv(Writer out, List<String> txNames) {
        this.out = out;
        this.txNames = List.copyOf(txNames);
    }

    /** Opens the claimed (empty) CSV of the run (see {@link ResultWriter#claim}) and writes its header. */
    public static SeriesCsv open(Path claimedBase, List<String> txNames) throws IOException {
        Path csv = claimedBase.resolveSibling(claimedBase.getFileName() + ".csv");
        Writer w = Files.newBufferedWriter(
                csv, StandardCharsets.UTF_8, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        SeriesCsv s = new SeriesCsv(w, txNames);
        s.writeLine(ResultWriter.csvHeader(txNames));
        return s;
    }

    public synchronized void append(IntervalSnapshot s) {
        writeLine(ResultWriter.csvLine(s, txNames));
    }

    private void writeLine(String line) {
        if (out == null) {
            return;
        }
        try {
            out.write(line);
            out.write('\n');
            // Into the operating system at once: a killed process loses nothing written so far.
            out.flush();
        } catch (IOException e) {
            close();
        }
    }

    @Override
    public synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                // The complete CSV is written at the end anyway.
            }
            out = null;
        }
    }
}
