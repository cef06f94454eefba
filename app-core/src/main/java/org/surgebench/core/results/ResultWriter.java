package org.surgebench.core.results;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ThreadLocalRandom;
import org.surgebench.core.common.IoProblems;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.TxInterval;

/**
 * Writes a run's results: {@code <workload>-<time>-<run id>.json} (the whole document), {@code .csv} (the
 * time series, one row per interval) and whatever {@link ResultExtension}s add (the HTML report), each
 * atomically, under names claimed at the start of the run ({@link #claim}) so that runs never replace each
 * other's files.
 */
public final class ResultWriter {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    private ResultWriter() {}

    /**
     * Checks early that results can be written there, so a run does not end with nowhere to go. A folder that
     * does not exist yet is not made here (a run refused later leaves nothing behind): its nearest existing
     * parent must take a folder of ours, probed under a name of its own. Nothing shared is made and removed
     * again, so runs started together into a folder that does not exist yet cannot take it from each other.
     */
    public static void checkWritable(Path dir) {
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            if (existing == null || !Files.isDirectory(existing)) {
                throw new IOException("not a folder");
            }
            Path probe = existing.equals(dir.toAbsolutePath())
                    ? Files.createTempFile(existing, ".surge-probe", ".tmp")
                    : Files.createTempDirectory(existing, ".surge-probe");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "Cannot write results to " + dir.toAbsolutePath()
                            + ": choose a writable folder with -r/--results.");
        }
    }

    /**
     * What follows the run id in a file name: a generator's part {@code -g2of3}, a merged result
     * {@code -merged}, so that the parts of one run and their merge can share a folder; else nothing.
     */
    public static String tail(String part, boolean merged) {
        return part != null ? "-" + part : merged ? "-merged" : "";
    }

    /**
     * A workload's name as a part of a file name: a workload given by a reference (a file, "apps/shop.yaml") by
     * its last part, without its extension and characters a file name cannot hold. The name may come from inside
     * a results file ({@code surge merge}): what is left never holds a path.
     */
    public static String fileSafe(String workload) {
        String last = workload.substring(Math.max(workload.lastIndexOf('/'), workload.lastIndexOf('\\')) + 1);
        int dot = last.lastIndexOf('.');
        String stem = dot > 0 ? last.substring(0, dot) : last;
        return stem.replaceAll("[^A-Za-z0-9_-]", "_");
    }

    /**
     * Claims this run's file names in {@code dir}: {@code <workload>-<time>-<run id><tail>} (e.g.
     * {@code soe-20250101-120000-1f2e3d4c}, {@code soe-20250101-120000-nightly-42-g2of3}), with the CSV created at
     * once (empty, for {@link SeriesCsv}), so that no other run, even one started in the same second into the
     * same folder, can take them. Stale temporaries of interrupted writes are cleaned up on the way.
     *
     * @return the claimed base path (the folder and the name without suffix)
     */
    public static Path claim(Path dir, String workload, Instant startedAt, String runId, String tail)
            throws IOException {
        Files.createDirectories(dir);
        cleanStaleTemporaries(dir);
        // A generated id (a UUID) by its first 8 characters; one given with --run-id as it is. Both come from a
        // results file in a merge, so neither may hold a path: any character --run-id does not take is replaced.
        String id = runId.matches("[0-9a-f]{8}-[0-9a-f-]{27}") ? runId.substring(0, 8) : runId;
        id = id.replaceAll("[^A-Za-z0-9._-]", "_");
        for (int attempt = 0; ; attempt++) {
            String suffix = attempt == 0
                    ? id
                    : Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 32);
            String base = fileSafe(workload) + "-" + STAMP.format(startedAt) + "-" + suffix + tail;
            if (Files.exists(dir.resolve(base + ".json")) || Files.exists(dir.resolve(base + ".html"))) {
                continue;
            }
            try {
                Files.createFile(dir.resolve(base + ".csv"));
                return dir.resolve(base);
            } catch (FileAlreadyExistsException taken) {
                if (attempt > 100) {
                    throw taken;
                }
            }
        }
    }

    /**
     * Removes temporaries that a killed run left behind: only files of the form {@link AtomicFiles} gives its own
     * ({@link AtomicFiles#isOurTemporary}), never another program's hidden {@code .tmp} file, and only those older
     * than an hour: a run writing into the same folder right now keeps its own.
     */
    static void cleanStaleTemporaries(Path dir) {
        Instant staleBefore = Instant.now().minus(Duration.ofHours(1));
        try (DirectoryStream<Path> tmps = Files.newDirectoryStream(dir, ".*" + AtomicFiles.TMP_SUFFIX)) {
            for (Path t : tmps) {
                if (AtomicFiles.isOurTemporary(t.getFileName().toString())
                        && Files.isRegularFile(t, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(t, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                                .toInstant()
                                .isBefore(staleBefore)) {
                    Files.deleteIfExists(t);
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            // Cleaning up is a courtesy: a folder that cannot be listed fails the write itself, with its sentence.
        }
    }

    /**
     * Writes the result under the claimed {@code base} (see {@link #claim}): the CSV (replacing the series
     * appended during the run with the complete one), the JSON and the extensions' files.
     */
    public static RunResult write(RunResult result, Path base) throws IOException {
        Path dir = base.toAbsolutePath().getParent();
        String name = base.getFileName().toString();
        Files.createDirectories(dir);
        Path json = dir.resolve(name + ".json");
        Path csv = dir.resolve(name + ".csv");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("json", json.toString());
        files.put("csv", csv.toString());
        for (ResultExtension ext : ServiceLoader.load(ResultExtension.class, ResultWriter.class.getClassLoader())) {
            files.put(ext.kind(), dir.resolve(name + ext.suffix()).toString());
        }
        RunResult withFiles = result.withFiles(files);
        AtomicFiles.write(csv, out -> writeCsv(withFiles, out));
        AtomicFiles.write(json, out -> Json.mapper().writeValue(out, withFiles));
        for (ResultExtension ext : ServiceLoader.load(ResultExtension.class, ResultWriter.class.getClassLoader())) {
            ext.write(withFiles, Path.of(files.get(ext.kind())));
        }
        RunHistory.recordBeside(withFiles, dir);
        return withFiles;
    }

    /** Writes the result into {@code dir} under names of its own (see {@link #claim}). */
    public static RunResult writeInto(RunResult result, Path dir) throws IOException {
        String part = result.generator() == null
                ? null
                : "g" + result.generator().index() + "of" + result.generator().count();
        return write(
                result,
                claim(
                        dir,
                        result.config().workload(),
                        result.startedAt(),
                        result.runId(),
                        tail(part, result.merged())));
    }

    /**
     * Writes the result under the claimed {@code base}; when that fails (a full disk, a folder gone read-only),
     * into the system's temporary folder instead, with {@link RunResult#writeProblem()} saying so. When that
     * fails too the result comes back without files, its write problem naming both failures: the figures are
     * never lost to the caller, who prints them.
     */
    public static RunResult writeOrFallBack(RunResult result, Path base) {
        Path dir = base.toAbsolutePath().getParent();
        try {
            return write(result, base);
        } catch (IOException | RuntimeException e) {
            String why = IoProblems.describe(e);
            Path fallback = Path.of(System.getProperty("java.io.tmpdir"), "surge-results");
            String problem = "Cannot write results to " + dir + " (" + why + ")";
            try {
                RunResult moved = result.withWriteProblem(problem + "; they were written to " + fallback + " instead.");
                return writeInto(moved, fallback);
            } catch (IOException | RuntimeException e2) {
                return result.withWriteProblem(problem + ", nor to " + fallback + " (" + IoProblems.describe(e2)
                        + "): the results were not saved; the summary above is all there is.");
            }
        }
    }

    public static RunResult read(Path json) throws IOException {
        return Json.mapper().readValue(json.toFile(), RunResult.class);
    }

    static void writeCsv(RunResult r, java.io.OutputStream out) {
        PrintWriter w = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        var txNames = r.transactions().stream().map(t -> t.shortName()).toList();
        w.println(csvHeader(txNames));
        for (IntervalSnapshot s : r.timeSeries()) {
            w.println(csvLine(s, txNames));
        }
        w.flush();
    }

    static String csvHeader(List<String> txNames) {
        StringBuilder header = new StringBuilder("elapsed_s,measured,users,tps,qps,avg_ms,p95_ms,p99_ms,"
                + "response_p95_ms,errors,selects,inserts,updates,deletes,commits,rollbacks");
        for (String t : txNames) {
            header.append(',')
                    .append(t)
                    .append("_tps,")
                    .append(t)
                    .append("_avg_ms,")
                    .append(t)
                    .append("_p95_ms");
        }
        return header.toString();
    }

    static String csvLine(IntervalSnapshot s, List<String> txNames) {
        StringBuilder line = new StringBuilder();
        line.append(s.elapsedSeconds())
                .append(',')
                .append(s.measured())
                .append(',')
                .append(s.users())
                .append(',')
                .append(s.tps())
                .append(',')
                .append(s.qps())
                .append(',')
                .append(s.avgMs())
                .append(',')
                .append(s.p95Ms())
                .append(',')
                .append(s.p99Ms())
                .append(',')
                .append(s.responseP95Ms())
                .append(',')
                .append(s.errors())
                .append(',')
                .append(s.statements().select())
                .append(',')
                .append(s.statements().insert())
                .append(',')
                .append(s.statements().update())
                .append(',')
                .append(s.statements().delete())
                .append(',')
                .append(s.statements().commit())
                .append(',')
                .append(s.statements().rollback());
        for (String t : txNames) {
            TxInterval ti = s.perTransaction().stream()
                    .filter(x -> x.shortName().equals(t))
                    .findFirst()
                    .orElse(null);
            if (ti == null) {
                line.append(",0,0,0");
            } else {
                line.append(',')
                        .append(ti.tps())
                        .append(',')
                        .append(ti.avgMs())
                        .append(',')
                        .append(ti.p95Ms());
            }
        }
        return line.toString();
    }
}
