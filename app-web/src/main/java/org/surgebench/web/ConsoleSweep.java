package org.surgebench.web;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.KneeFinder;
import org.surgebench.core.sweep.Slo;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * One sweep the console started (over users, or over rates at one user count), as the sweeps page polls it: the
 * steps finished so far as the scaling table shows them ({@link SweepView}), the step running with its last
 * second, then the sweep's result and its files. The engine runs it ({@link Sweep#run}, {@link Sweep#rates}); this
 * listens and keeps what the page asks for.
 */
final class ConsoleSweep implements Sweep.Listener, RunListener {
    final String id;
    private final RunSpec template;
    private final List<Integer> users;
    private final List<Double> rates;
    private final Duration stepTime;
    private final Slo slo;
    private final Instant started = Instant.now();
    private final List<SweepStep> steps = new ArrayList<>();
    private int stepIndex = -1;
    private int stepUsers;
    private RunPhase phase = RunPhase.CONNECTING;
    private LiveSecond last;
    private RunSession session;
    private boolean stopAsked;
    private volatile SweepResult result;
    private volatile String failure;

    /** A user sweep ({@code users}) or a rate sweep ({@code rates}, at the template's users): one of them. */
    ConsoleSweep(String id, RunSpec template, List<Integer> users, List<Double> rates, Duration stepTime, Slo slo) {
        this.id = id;
        this.template = template;
        this.users = users;
        this.rates = rates;
        this.stepTime = stepTime;
        this.slo = slo;
        template.listener(this);
    }

    /** Runs the steps on a thread of their own, returning at once. */
    void start(java.util.function.Consumer<SweepResult> ended) {
        Thread.ofPlatform().daemon(true).name("surge-web-sweep-" + id).start(() -> {
            try {
                SweepResult r = rates == null
                        ? Sweep.run(template, null, users, stepTime, slo, this)
                        : Sweep.rates(template, null, rates, stepTime, slo, this);
                result = r;
                ended.accept(r);
            } catch (SurgeException e) {
                failure = e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = "The console stopped before the sweep ended.";
            } catch (RuntimeException e) {
                failure = "The sweep failed: " + e;
            }
        });
    }

    /** Ends the sweep: the step running stops, its results are written, and no further step starts. */
    synchronized void stop() {
        stopAsked = true;
        if (session != null) {
            session.interrupt();
        }
    }

    boolean finished() {
        return result != null || failure != null;
    }

    SweepResult result() {
        return result;
    }

    int stepCount() {
        return rates == null ? users.size() : rates.size();
    }

    /** What a poll sees: the sweep's state, its table so far (or its result's), the step running. */
    synchronized Map<String, Object> status() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("workload", template.workload());
        out.put("url", template.connection().where());
        out.put("axis", rates == null ? SweepResult.USERS : SweepResult.RATE);
        out.put("steps", stepCount());
        out.put("stepsDone", steps.size());
        out.put("finished", finished());
        if (!finished() && stepIndex >= 0) {
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("index", stepIndex + 1);
            step.put("users", stepUsers);
            step.put("rate", rates == null ? null : rates.get(stepIndex));
            step.put("phase", phase.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            step.put("second", last);
            out.put("running", step);
        }
        SweepResult r = result;
        out.put("table", SweepView.of(r != null ? r : soFar()));
        if (r != null && r.files() != null) {
            out.put("file", r.files().get("json"));
        }
        if (failure != null) {
            out.put("failure", failure);
        }
        return out;
    }

    /** The steps so far as a sweep, in the axis' order, for the table: the knee by the finished sweep's rule. */
    private SweepResult soFar() {
        List<SweepStep> ordered = new ArrayList<>(steps);
        ordered.sort(
                java.util.Comparator.comparingDouble(s -> rates == null ? s.users() : s.rate() == null ? 0 : s.rate()));
        return new SweepResult(
                "sweep",
                template.workload(),
                template.mix(),
                template.connection().where(),
                started,
                stepTime.toMillis() / 1000.0,
                template.warmUp().toMillis() / 1000.0,
                ordered,
                KneeFinder.find(ordered, slo),
                slo == null ? KneeFinder.RULE : slo.rule(rates == null ? "user count" : "rate"),
                null,
                Map.of(),
                template.comment(),
                rates == null ? SweepResult.USERS : SweepResult.RATE);
    }

    @Override
    public synchronized void stepStarting(int index, int n) {
        stepIndex = index;
        stepUsers = n;
        phase = RunPhase.CONNECTING;
        last = null;
    }

    @Override
    public synchronized void stepStarted(int index, int n, RunSession s) {
        session = s;
        if (stopAsked) {
            s.interrupt();
        }
    }

    @Override
    public synchronized void stepFinished(int index, SweepStep step) {
        steps.add(step);
        session = null;
    }

    @Override
    public synchronized void onPhase(RunPhase p) {
        phase = p;
    }

    @Override
    public synchronized void onInterval(IntervalSnapshot s) {
        last = LiveSecond.of(last == null ? 1 : last.second() + 1, s);
    }
}
