package org.surgebench.core.api;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.driver.LoadRun;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepStep;

/**
 * A sweep over the values of one workload option at a fixed user count, e.g. seed 001's scans over the
 * database's multiblock read size ({@code surge sweep io --multiblock 8,16,32}): one measured run per value,
 * each with {@code --option OPTION=VALUE}, tabulated by {@link OptionSweepTable}. Step results go into a folder
 * of their own ({@code <workload>-<option>-<time>/}) beside the sweep's JSON.
 */
public final class OptionSweep {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    /**
     * One step: the option's value, the settings the sessions reported back to the run (e.g.
     * {@code effective_io_concurrency=16}; empty when the workload reports none) and the step's figures.
     */
    public record Step(String value, Map<String, String> reported, SweepStep step) {}

    /** The sweep: its option, user count, steps in the order run, and its files. */
    public record Result(
            String kind,
            String workload,
            String option,
            int users,
            double stepSeconds,
            Instant startedAt,
            List<Step> steps,
            Map<String, String> files) {}

    private OptionSweep() {}

    /** Runs one step per value, in the order given; an interrupted or failed-to-connect step ends the sweep. */
    public static Result run(
            RunSpec template, String option, List<String> values, int users, Duration stepTime, Sweep.Listener listener)
            throws InterruptedException {
        org.surgebench.core.spi.Workload workload = checkSteps(template, option, values, users, stepTime);
        Instant started = Instant.now();
        Path root = template.resultsDir();
        String base = org.surgebench.core.results.ResultWriter.fileSafe(template.workload()) + "-" + option + "-"
                + STAMP.format(started);
        if (root != null) {
            base = Sweep.claimFolder(root, base);
        }
        // Each step is a plan of its own, made from a copy: the caller's spec is left as it was given.
        RunPlan plan = template.copy()
                .users(users)
                .runTime(stepTime)
                .maxTransactions(0)
                .resultsDir(root == null ? null : root.resolve(base))
                .freeze(workload);
        Sweep.Listener l = listener == null ? new Sweep.Listener() {} : listener;
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            l.stepStarting(i, users);
            RunSession session = Surgebench.start(plan.withOption(option, values.get(i)));
            l.stepStarted(i, users, session);
            RunResult r = session.await();
            SweepStep step = SweepStep.of(r);
            steps.add(new Step(values.get(i), reported(r), step));
            l.stepFinished(i, step);
            if (Sweep.endsTheSweep(r)) {
                break;
            }
        }
        Result result = new Result(
                "option-sweep",
                template.workload(),
                option,
                users,
                stepTime.toMillis() / 1000.0,
                started,
                List.copyOf(steps),
                Map.of());
        return root == null ? result : write(result, root, base);
    }

    /**
     * Refuses steps that cannot run, before the first one connects: every step's value is checked, so a typo in
     * the fifth value is not found after four steps. Returns the workload.
     */
    private static org.surgebench.core.spi.Workload checkSteps(
            RunSpec template, String option, List<String> values, int users, Duration stepTime) {
        if (values == null || values.isEmpty()) {
            throw new SettingException("Give the values of the steps, e.g. {" + option + "} 8,16,32,64,128.");
        }
        if (template.options().containsKey(option)) {
            throw new SettingException("{option} " + option + " and a sweep over " + option + " both set it: give "
                    + "the values to the sweep only.");
        }
        if (users <= 0) {
            throw SurgeException.usage("Every step needs at least 1 user (got " + users + ").");
        }
        if (stepTime == null || stepTime.isZero() || stepTime.isNegative()) {
            throw new SettingException("Give a positive {step-time}, e.g. 30s.");
        }
        org.surgebench.core.spi.Workload workload = Surgebench.workload(template.workload());
        String url = template.connection().url();
        for (String value : values) {
            Map<String, String> step = new java.util.LinkedHashMap<>(template.options());
            step.put(option, value);
            if (url != null) {
                org.surgebench.core.db.DatabaseOptions.check(workload, url, step);
            }
        }
        org.surgebench.core.driver.RunOptionCheck.check(template, workload);
        return workload;
    }

    /** Writes {@code base.json} into {@code root}, the steps' folder {@code base/} beside it. */
    private static Result write(Result result, Path root, String base) {
        Path json = root.resolve(base + ".json");
        Result written = new Result(
                result.kind(),
                result.workload(),
                result.option(),
                result.users(),
                result.stepSeconds(),
                result.startedAt(),
                result.steps(),
                Map.of("json", json.toString(), "steps", root.resolve(base).toString()));
        try {
            AtomicFiles.write(json, out -> Json.mapper().writeValue(out, written));
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO, "Cannot write the sweep results to " + root + ": " + e.getMessage(), e);
        }
        return written;
    }

    /** The settings the run's sessions reported (the results' database.sessionSettings), by name. */
    static Map<String, String> reported(RunResult r) {
        Map<String, String> out = new TreeMap<>();
        if (r.database() != null && r.database().get(LoadRun.SESSION_SETTINGS) instanceof Map<?, ?> m) {
            m.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
        }
        return out;
    }
}
