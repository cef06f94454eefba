package org.surgebench.core.api;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.IoProblems;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.report.SweepReport;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.run.StopReason;
import org.surgebench.core.sweep.KneeFinder;
import org.surgebench.core.sweep.Slo;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * Autopilot: runs the same workload and schema once per user count, each step with its own warm-up and
 * measured time, then tabulates the steps and marks the knee. Step results go into a folder of their own
 * ({@code <workload>-sweep-<time>/}) beside the sweep's JSON and HTML.
 */
public final class Sweep {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    /** Hears each step start (to stop it on Ctrl-C, say) and finish. */
    public interface Listener {
        /** Before the step connects. */
        default void stepStarting(int index, int users) {}

        default void stepStarted(int index, int users, RunSession session) {}

        default void stepFinished(int index, SweepStep step) {}

        /** After each run of a repeated step ({@code --repeat N}): run {@code run} (from 1) as a step of its own. */
        default void runFinished(int index, int run, SweepStep single) {}
    }

    private Sweep() {}

    /**
     * Runs the steps in the order given. {@code template} supplies everything but the user count and the
     * run time (it is changed step by step). A step that is interrupted ends the sweep with the steps so far.
     */
    public static SweepResult run(RunSpec template, List<Integer> users, Duration stepTime, Listener listener)
            throws InterruptedException {
        return run(template, null, users, stepTime, listener);
    }

    /**
     * {@link #run(RunSpec, List, Duration, Listener)} for a workload given as an instance (pgbench scripts, say);
     * the template names the same workload. A null workload is the one the template names.
     */
    public static SweepResult run(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<Integer> users,
            Duration stepTime,
            Listener listener)
            throws InterruptedException {
        return run(template, workload, users, stepTime, null, listener);
    }

    /** A user sweep whose knee is the highest user count that held {@code slo} (null: the scaling rule). */
    public static SweepResult run(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<Integer> users,
            Duration stepTime,
            Slo slo,
            Listener listener)
            throws InterruptedException {
        return run(template, workload, users, stepTime, slo, 1, listener);
    }

    /**
     * A user sweep whose every step runs {@code repeat} times against the same schema ({@code --repeat N}): each
     * step's figures are its runs' means, with their spread ({@link org.surgebench.core.sweep.StepSpread}).
     */
    public static SweepResult run(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<Integer> users,
            Duration stepTime,
            Slo slo,
            int repeat,
            Listener listener)
            throws InterruptedException {
        checkSteps(users, stepTime);
        Repeat.check(repeat);
        List<java.util.function.UnaryOperator<RunSpec>> steps = users.stream()
                .map(u -> (java.util.function.UnaryOperator<RunSpec>) s -> s.users(u))
                .toList();
        return sweep(template, workload, steps, new Axis(SweepResult.USERS, slo, repeat), stepTime, listener);
    }

    /**
     * A rate sweep: the open model at each rate in turn, at the template's users; the knee is the highest rate that
     * held {@code slo} (null: none named). The latency against throughput curve of one user count.
     */
    public static SweepResult rates(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<Double> rates,
            Duration stepTime,
            Slo slo,
            Listener listener)
            throws InterruptedException {
        return rates(template, workload, rates, stepTime, slo, 1, listener);
    }

    /** A rate sweep whose every step runs {@code repeat} times ({@code --repeat N}), as a user sweep's. */
    public static SweepResult rates(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<Double> rates,
            Duration stepTime,
            Slo slo,
            int repeat,
            Listener listener)
            throws InterruptedException {
        checkRates(rates, stepTime);
        Repeat.check(repeat);
        List<java.util.function.UnaryOperator<RunSpec>> steps = rates.stream()
                .map(r -> (java.util.function.UnaryOperator<RunSpec>) s -> s.rate(r))
                .toList();
        return sweep(template, workload, steps, new Axis(SweepResult.RATE, slo, repeat), stepTime, listener);
    }

    /**
     * What a sweep steps over, the service level its knee holds (null: the scaling rule), and the runs of each step
     * ({@code --repeat N}).
     */
    private record Axis(String name, Slo slo, int repeat) {}

    private static SweepResult sweep(
            RunSpec template,
            org.surgebench.core.spi.Workload workload,
            List<java.util.function.UnaryOperator<RunSpec>> each,
            Axis axis,
            Duration stepTime,
            Listener listener)
            throws InterruptedException {
        org.surgebench.core.spi.Workload w = workload != null ? workload : Surgebench.workload(template.workload());
        org.surgebench.core.driver.RunOptionCheck.check(template, w);
        Instant started = Instant.now();
        Path root = template.resultsDir();
        String base = org.surgebench.core.results.ResultWriter.fileSafe(template.workload()) + "-sweep-"
                + STAMP.format(started);
        if (root != null) {
            base = claimFolder(root, base);
        }
        // The steps' plan, made from a copy: the caller's spec is left as it was given.
        RunSpec steps0 = template.copy()
                .runTime(stepTime)
                .maxTransactions(0)
                .resultsDir(root == null ? null : root.resolve(base));
        Listener l = listener == null ? new Listener() {} : listener;
        List<SweepStep> steps = new ArrayList<>();
        String dbIoSource = null;
        String mix = template.mix();
        String url = template.connection().where();
        for (int i = 0; i < each.size(); i++) {
            List<RunResult> runs;
            try {
                runs = runStep(i, steps0, each.get(i), w, axis.repeat(), l);
            } catch (RuntimeException e) {
                // A sweep refused before its first step leaves no empty folder behind.
                if (i == 0 && root != null) {
                    deleteIfEmpty(root.resolve(base));
                }
                throw e;
            }
            SweepStep step = SweepStep.of(runs);
            steps.add(step);
            RunResult last = runs.get(runs.size() - 1);
            mix = last.config().mix();
            if (dbIoSource == null) {
                dbIoSource = SweepStep.dbIoSource(last);
            }
            l.stepFinished(i, step);
            if (endsTheSweep(last)) {
                break;
            }
        }
        List<SweepStep> ordered = new ArrayList<>(steps);
        ordered.sort(java.util.Comparator.comparingDouble(
                s -> SweepResult.RATE.equals(axis.name()) ? (s.rate() == null ? 0 : s.rate()) : s.users()));
        SweepResult result = new SweepResult(
                "sweep",
                template.workload(),
                mix,
                url,
                started,
                stepTime.toMillis() / 1000.0,
                template.warmUp().toMillis() / 1000.0,
                List.copyOf(ordered),
                KneeFinder.find(ordered, axis.slo()),
                axis.slo() == null
                        ? KneeFinder.RULE
                        : axis.slo().rule(SweepResult.RATE.equals(axis.name()) ? "rate" : "user count"),
                dbIoSource,
                Map.of(),
                template.comment(),
                axis.name());
        if (root != null) {
            try {
                result = write(result, root, base);
            } catch (IOException e) {
                throw new SurgeException(
                        SurgeException.IO, "Cannot write the sweep results to " + root + ": " + e.getMessage(), e);
            }
        }
        return result;
    }

    /**
     * Runs step {@code i} {@code repeat} times, each run of a fresh copy of {@code steps0} (a run's listeners and
     * live state are its own); a run that failed or ends the sweep ends the step's repeats too.
     */
    private static List<RunResult> runStep(
            int i,
            RunSpec steps0,
            java.util.function.UnaryOperator<RunSpec> step,
            org.surgebench.core.spi.Workload w,
            int repeat,
            Listener l)
            throws InterruptedException {
        List<RunResult> runs = new ArrayList<>();
        for (int k = 1; k <= repeat; k++) {
            RunPlan plan = step.apply(steps0.copy()).freeze(w);
            if (k == 1) {
                l.stepStarting(i, plan.totalUsers());
            }
            RunSession session = org.surgebench.core.driver.LoadRun.start(plan, w);
            l.stepStarted(i, plan.totalUsers(), session);
            RunResult r = session.await();
            runs.add(r);
            if (repeat > 1) {
                l.runFinished(i, k, SweepStep.of(r));
            }
            if (endsTheSweep(r) || r.summary().failed()) {
                break;
            }
        }
        return runs;
    }

    /** Refuses steps that cannot run, before the first one connects. */
    private static void checkSteps(List<Integer> users, Duration stepTime) {
        if (users == null || users.isEmpty()) {
            throw new SettingException("Give the user counts of the steps, e.g. {users} 20,50,100,200.");
        }
        for (int u : users) {
            if (u <= 0) {
                throw SurgeException.usage("Every step needs at least 1 user (got " + u + ").");
            }
        }
        if (stepTime == null || stepTime.isZero() || stepTime.isNegative()) {
            throw new SettingException("Give a positive {step-time}, e.g. 5m.");
        }
    }

    /** Refuses rates that cannot run (0 would be the closed model, not a step of a rate sweep), before any step. */
    private static void checkRates(List<Double> rates, Duration stepTime) {
        if (rates == null || rates.isEmpty()) {
            throw new SettingException("Give the rates of the steps, e.g. {rate} 200,400,800.");
        }
        for (double r : rates) {
            if (!(r > 0) || Double.isInfinite(r)) {
                throw new SettingException("Every step of a rate sweep needs a {rate} above 0 (transactions per "
                        + "second; got " + org.surgebench.core.common.Numbers.plain(r) + ").");
            }
        }
        checkSteps(List.of(1), stepTime);
    }

    /**
     * Whether a step's end ends the sweep too: it was interrupted, or more users would fare no better against a
     * server that refused some, or that is gone.
     */
    static boolean endsTheSweep(RunResult step) {
        StopReason r = StopReason.of(step.summary().stopReason());
        return r == StopReason.INTERRUPTED
                || r == StopReason.TOO_FEW_USERS
                || r == StopReason.DATABASE_LOST
                || r == StopReason.STORAGE;
    }

    /**
     * Creates the sweep's own folder for its steps, {@code base} or, when another sweep started in the same
     * second took it, {@code base-2}, {@code base-3}...: two sweeps never write into one folder.
     */
    static String claimFolder(Path root, String base) {
        try {
            Files.createDirectories(root);
            for (int n = 1; ; n++) {
                String name = n == 1 ? base : base + "-" + n;
                try {
                    Files.createDirectory(root.resolve(name));
                    return name;
                } catch (FileAlreadyExistsException taken) {
                    // The next number.
                }
            }
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "Cannot write the sweep results to " + root + " (" + IoProblems.describe(e)
                            + "): choose a writable folder with -r/--results.",
                    e);
        }
    }

    private static void deleteIfEmpty(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // Not empty (or not ours to delete): left as it is.
        }
    }

    /** Writes {@code base.json} and {@code base.html} into {@code dir}. */
    public static SweepResult write(SweepResult result, Path dir, String base) throws IOException {
        return JsonAndPage.write(dir, base, result::withFiles, SweepReport::write);
    }

    public static SweepResult read(Path json) throws IOException {
        return Json.mapper().readValue(json.toFile(), SweepResult.class);
    }
}
