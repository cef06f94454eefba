package org.surgebench.core.driver;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The run's transaction log ({@code --log-transactions}): one line per logged transaction of the measured window,
 * gzip-compressed, beside the results ({@code BASE.transactions.csv.gz}), for the user's own analysis:
 * {@code time_ms,user,transaction,latency_us,outcome,retries}, the outcome {@code ok} or the error's SQLState (or
 * its class). Users share it: each line is written whole under its lock. Closed with the run's series.
 */
final class TransactionLog {
    private static final Logger LOG = LoggerFactory.getLogger(TransactionLog.class);
    static final String SUFFIX = ".transactions.csv.gz";
    static final String HEADER = "time_ms,user,transaction,latency_us,outcome,retries";

    private Writer out;
    private Path file;

    /** Opens the log beside the results' {@code claimedBase}; returns its file. */
    synchronized Path open(Path claimedBase) throws IOException {
        file = claimedBase.resolveSibling(claimedBase.getFileName() + SUFFIX);
        out = new BufferedWriter(
                new OutputStreamWriter(
                        new GZIPOutputStream(Files.newOutputStream(file), 1 << 16), StandardCharsets.UTF_8),
                1 << 16);
        out.write(HEADER);
        out.write('\n');
        return file;
    }

    /** One transaction's line; nothing when the log is not open (no results folder, or closed at the end). */
    synchronized void write(
            long timeMs, int user, String transaction, long latencyMicros, String outcome, int retries) {
        if (out == null) {
            return;
        }
        try {
            out.write(timeMs + "," + user + "," + transaction + "," + latencyMicros + "," + outcome + "," + retries
                    + "\n");
        } catch (IOException e) {
            LOG.warn("The transaction log {} cannot be written ({}); no more lines go to it.", file, e.toString());
            closeQuietly();
        }
    }

    synchronized void close() {
        closeQuietly();
    }

    private void closeQuietly() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                LOG.warn("The transaction log {} did not close cleanly: {}", file, e.toString());
            }
            out = null;
        }
    }
}
