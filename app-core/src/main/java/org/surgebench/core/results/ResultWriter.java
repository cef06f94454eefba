package org.surgebench.core.results;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.TxInterval;

/**
 * Writes a run's results: {@code <workload>-<time>.json} (the whole document), {@code .csv} (the time
 * series, one row per interval) and whatever {@link ResultExtension}s add (the HTML report), each atomically.
 */
public final class ResultWriter {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private ResultWriter() {
    }

    /** Checks early that results can be written there, so a run does not end with nowhere to go. */
    public static void checkWritable(Path dir) {
        // Folders made for the probe are removed again: a run refused later leaves nothing behind.
        Path firstMissing = null;
        for (Path p = dir.toAbsolutePath(); p != null && !Files.exists(p); p = p.getParent()) {
            firstMissing = p;
        }
        try {
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".surge-probe", ".tmp");
            Files.delete(probe);
            if (firstMissing != null) {
                deleteEmptyFolders(dir.toAbsolutePath(), firstMissing);
            }
        } catch (IOException | SecurityException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write results to " + dir.toAbsolutePath()
                    + ": choose a writable folder with -r/--results.");
        }
    }

    private static void deleteEmptyFolders(Path from, Path upTo) throws IOException {
        for (Path p = from; p != null && p.startsWith(upTo); p = p.getParent()) {
            Files.deleteIfExists(p);
        }
    }

    /**
     * {@code soe-20250101-120000}; a generator's part adds {@code -g2of3}, a merged result {@code -merged}, so the
     * parts of one run and their merge can share a folder.
     */
    public static String baseName(RunResult r) {
        String base = r.config().workload() + "-" + STAMP.format(r.startedAt());
        if (r.generator() != null) {
            return base + "-g" + r.generator().index() + "of" + r.generator().count();
        }
        return r.merged() ? base + "-merged" : base;
    }

    public static RunResult write(RunResult result, Path dir) throws IOException {
        Files.createDirectories(dir);
        String base = baseName(result);
        Path json = dir.resolve(base + ".json");
        Path csv = dir.resolve(base + ".csv");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("json", json.toString());
        files.put("csv", csv.toString());
        for (ResultExtension ext : ServiceLoader.load(ResultExtension.class, ResultWriter.class.getClassLoader())) {
            files.put(ext.kind(), dir.resolve(base + ext.suffix()).toString());
        }
        RunResult withFiles = result.withFiles(files);
        AtomicFiles.write(csv, out -> writeCsv(withFiles, out));
        AtomicFiles.write(json, out -> Json.mapper().writeValue(out, withFiles));
        for (ResultExtension ext : ServiceLoader.load(ResultExtension.class, ResultWriter.class.getClassLoader())) {
            ext.write(withFiles, Path.of(files.get(ext.kind())));
        }
        return withFiles;
    }

    public static RunResult read(Path json) throws IOException {
        return Json.mapper().readValue(json.toFile(), RunResult.class);
    }

    static void writeCsv(RunResult r, java.io.OutputStream out) {
        PrintWriter w = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        StringBuilder header = new StringBuilder("elapsed_s,measured,users,tps,qps,avg_ms,p95_ms,p99_ms,"
                + "response_p95_ms,errors,selects,inserts,updates,deletes,commits,rollbacks");
        var txNames = r.transactions().stream().map(t -> t.shortName()).toList();
        for (String t : txNames) {
            header.append(',').append(t).append("_tps,").append(t).append("_avg_ms,").append(t).append("_p95_ms");
        }
        w.println(header);
        for (IntervalSnapshot s : r.timeSeries()) {
            StringBuilder line = new StringBuilder();
            line.append(s.elapsedSeconds()).append(',').append(s.measured()).append(',').append(s.users()).append(',')
                    .append(s.tps()).append(',').append(s.qps()).append(',').append(s.avgMs()).append(',')
                    .append(s.p95Ms()).append(',').append(s.p99Ms()).append(',').append(s.responseP95Ms()).append(',')
                    .append(s.errors()).append(',').append(s.statements().select()).append(',')
                    .append(s.statements().insert()).append(',').append(s.statements().update()).append(',')
                    .append(s.statements().delete()).append(',').append(s.statements().commit()).append(',')
                    .append(s.statements().rollback());
            for (String t : txNames) {
                TxInterval ti = s.perTransaction().stream().filter(x -> x.shortName().equals(t)).findFirst()
                        .orElse(null);
                if (ti == null) {
                    line.append(",0,0,0");
                } else {
                    line.append(',').append(ti.tps()).append(',').append(ti.avgMs()).append(',').append(ti.p95Ms());
                }
            }
            w.println(line);
        }
        w.flush();
    }
}
