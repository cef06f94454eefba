package org.surgebench.gui;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchImport;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * What the session form holds, without a window: the connection, the workload with its mix, variant and
 * per-transaction weights, the load shape as the person typed it, the snapshot choice for the database in the
 * URL and the results folder. It follows the workload (mixes, variants, its run defaults in the fields still
 * holding the previous one's) and turns into a {@link RunSpec}; it knows nothing about running.
 */
final class SessionFormModel {
    static final String DEFAULT_VARIANT = "default";

    final StringProperty url = new SimpleStringProperty("jdbc:h2:./surge-data/surgebench");
    final StringProperty user = new SimpleStringProperty("sa");
    final StringProperty password = new SimpleStringProperty("");
    final ObservableList<Workload> workloads = FXCollections.observableArrayList(Surgebench.workloads());
    final ObjectProperty<Workload> workload = new SimpleObjectProperty<>();
    /**
     * The workloads read from a workload file (the form's "File…" button), each with the reference a run names it
     * by: the file's path, as {@code surge run app.yaml} names it; the engine reads the file again when it starts.
     */
    private final Map<Workload, String> fromFiles = new java.util.IdentityHashMap<>();

    final ObservableList<Mix> mixes = FXCollections.observableArrayList();
    final ObjectProperty<Mix> mix = new SimpleObjectProperty<>();
    /** The workload's variants after "default", which lets the engine choose by database. */
    final ObservableList<String> variants = FXCollections.observableArrayList();

    final StringProperty variant = new SimpleStringProperty();
    /** False for a workload with one way to run. */
    final BooleanProperty variantChoosable = new SimpleBooleanProperty();
    /** The workload's transactions with the weight and flag chosen: exactly what runs. */
    final ObservableList<TransactionRow> transactions = FXCollections.observableArrayList();

    final ObjectProperty<Integer> users = new SimpleObjectProperty<>(RunDefaults.ENGINE.users());
    final StringProperty thinkMin = new SimpleStringProperty("0ms");
    final StringProperty thinkMax = new SimpleStringProperty("0ms");
    final StringProperty intraThinkMin = new SimpleStringProperty("0ms");
    final StringProperty intraThinkMax = new SimpleStringProperty("0ms");
    /** Response times keep the think time inside transactions (--timings-include-think). */
    final BooleanProperty timingsIncludeThink = new SimpleBooleanProperty();

    final StringProperty queryTimeout = new SimpleStringProperty("0s");
    final StringProperty rampUp = new SimpleStringProperty("0s");
    final StringProperty warmUp = new SimpleStringProperty("0s");
    final StringProperty runTime = new SimpleStringProperty(RunSpec.DEFAULT_RUN_TIME);
    /** The database's own snapshots at start and end; only for a database that has them. */
    final BooleanProperty snapshots = new SimpleBooleanProperty();

    final BooleanProperty snapshotsAvailable = new SimpleBooleanProperty();
    final StringProperty snapshotsText = new SimpleStringProperty();
    /** The CLI's default folder (./results), shown as the absolute path it is from where the app started. */
    final StringProperty resultsDir = new SimpleStringProperty(
            Path.of(RunSpec.DEFAULT_RESULTS_DIR).toAbsolutePath().toString());

    SessionFormModel() {
        workload.addListener((o, before, w) -> workloadChanged(before, w));
        mix.addListener((o, before, m) -> {
            if (workload.get() != null) {
                transactions.setAll(rows(workload.get(), m));
            }
        });
        workload.set(preferredWorkload());
        url.addListener((o, a, b) -> updateSnapshotChoice());
        updateSnapshotChoice();
    }

    private void workloadChanged(Workload before, Workload w) {
        mixes.setAll(w == null ? List.of() : w.mixes());
        mix.set(w == null ? null : w.defaultMix());
        variants.setAll(DEFAULT_VARIANT);
        if (w != null) {
            w.variants().forEach(v -> variants.add(v.name()));
        }
        variant.set(DEFAULT_VARIANT);
        variantChoosable.set(w != null && !w.variants().isEmpty());
        applyRunDefaults(
                before == null ? RunDefaults.ENGINE : before.runDefaults(),
                w == null ? RunDefaults.ENGINE : w.runDefaults());
    }

    /**
     * Shows the new workload's users, think time and query timeout in each field that still holds the previous
     * workload's default; a value the user typed stays.
     */
    private void applyRunDefaults(RunDefaults before, RunDefaults after) {
        if (users.get() != null && users.get() == before.users()) {
            users.set(after.users());
        }
        replaceIfDefault(thinkMin, before.thinkMin(), after.thinkMin());
        replaceIfDefault(thinkMax, before.thinkMax(), after.thinkMax());
        replaceIfDefault(queryTimeout, before.queryTimeout(), after.queryTimeout());
    }

    private static void replaceIfDefault(StringProperty field, Duration before, Duration after) {
        try {
            if (!Durations.parse(field.get()).equals(before)) {
                return;
            }
        } catch (SurgeException e) {
            return; // not a duration: the user is typing; leave it
        }
        field.set(Durations.format(after));
    }

    /** The workload's transactions with the mix's weights; those outside the mix start unticked. */
    static List<TransactionRow> rows(Workload workload, Mix mix) {
        List<TransactionRow> rows = new ArrayList<>();
        Map<String, Integer> weights = mix == null ? Map.of() : mix.weights();
        for (TransactionDef t : workload.transactions()) {
            Integer w = weights.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(t.shortName()))
                    .map(Map.Entry::getValue)
                    .findFirst()
                    .orElse(null);
            boolean inMix = w != null && w > 0;
            rows.add(new TransactionRow(t, inMix ? w : Math.max(1, t.defaultWeight()), inMix));
        }
        return rows;
    }

    /**
     * Reads a workload file (docs/custom-workloads.md), adds it to the workloads and chooses it; the same file
     * read again replaces its earlier reading. A file that does not read is a {@link SurgeException} naming the
     * line, and the form stays as it was.
     */
    Workload addFile(Path file) {
        String reference = file.toAbsolutePath().normalize().toString();
        Workload read = Surgebench.workload(reference);
        fromFiles.entrySet().removeIf(e -> {
            boolean same = e.getValue().equals(reference);
            if (same) {
                workloads.remove(e.getKey());
            }
            return same;
        });
        fromFiles.put(read, reference);
        workloads.add(read);
        workload.set(read);
        return read;
    }

    /** The name a run gives this workload: a built-in's name, or a workload file's path. */
    String reference(Workload w) {
        return fromFiles.getOrDefault(w, w.name());
    }

    /** Order Entry when it is there (the classic), else the first workload found. */
    private Workload preferredWorkload() {
        return workloads.stream()
                .filter(w -> w.name().equals("soe"))
                .findFirst()
                .orElse(workloads.isEmpty() ? null : workloads.get(0));
    }

    ConnectionSpec connection() {
        return new ConnectionSpec(url.get().strip(), user.get().strip(), password.get());
    }

    /** The run as configured; a {@link SurgeException} names the first bad field. */
    RunSpec toSpec() {
        Workload w = workload.get();
        if (w == null) {
            throw SurgeException.usage("Choose a workload.");
        }
        RunSpec spec = new RunSpec(reference(w))
                .source("desktop app form")
                .connection(connection())
                .intraThinkTime(
                        duration("Think inside (from)", intraThinkMin), duration("Think inside (to)", intraThinkMax))
                .timingsIncludeThink(timingsIncludeThink.get())
                .rampUp(duration("Ramp-up", rampUp))
                .warmUp(duration("Warm-up", warmUp))
                .runTime(duration("Run time", runTime))
                .resultsDir(Path.of(resultsDir.get().strip()));
        // Values equal to the workload's defaults stay unset, so the results say they were the defaults.
        RunDefaults d = w.runDefaults();
        if (users.get() != d.users()) {
            spec.users(users.get());
        }
        Duration min = duration("Think time (from)", thinkMin);
        Duration max = duration("Think time (to)", thinkMax);
        if (!min.equals(d.thinkMin()) || !max.equals(d.thinkMax())) {
            spec.thinkTime(min, max);
        }
        Duration timeout = duration("Query timeout", queryTimeout);
        if (!timeout.equals(d.queryTimeout())) {
            spec.queryTimeout(timeout);
        }
        if (mix.get() != null) {
            spec.mix(mix.get().name());
        }
        if (variant.get() != null && !DEFAULT_VARIANT.equals(variant.get())) {
            spec.variant(variant.get());
        }
        // Every transaction gets an explicit weight, so the table is exactly what runs.
        for (TransactionRow r : transactions) {
            spec.weight(r.shortName(), r.effectiveWeight());
        }
        String option = snapshotOption();
        if (option != null) {
            spec.option(option, Boolean.toString(snapshots.get()));
        }
        return spec;
    }

    /**
     * Fills the form with a Swingbench configuration's settings (File → Open Swingbench configuration): the
     * engine's own mapping ({@link Surgebench#importSwingbench}) onto a run, shown field by field. Returns what
     * the form does not take from the file, each with why, so the caller can say so in one line.
     */
    List<String> load(SwingbenchImport config) {
        Workload w = workloads.stream()
                .filter(x -> x.name().equals(config.workload()))
                .findFirst()
                .orElseThrow(() -> SurgeException.usage(config.source() + " configures " + config.workload()
                        + ", which this Surgebench does not have."));
        RunSpec spec = config.run();
        List<String> notApplied = new ArrayList<>(config.notApplied());
        workload.set(w);
        mix.set(w.defaultMix());
        variant.set(config.variant() != null ? config.variant() : DEFAULT_VARIANT);
        if (config.url() != null) {
            url.set(config.url());
        }
        if (config.user() != null) {
            user.set(config.user());
        }
        if (config.password() != null) {
            password.set(config.password());
        }
        loadShape(spec);
        if (spec.totalMaxTransactions() > 0) {
            notApplied.add("MaxTransactions " + spec.totalMaxTransactions() + " (the session form has no field for "
                    + "it: use surge run -c)");
        }
        for (TransactionRow r : transactions) {
            Integer weight = config.weights().get(r.shortName());
            r.enabledProperty().set(weight != null);
            if (weight != null) {
                r.weightProperty().set(weight);
            }
        }
        return notApplied;
    }

    /** The load shape of a run read from a file, field by field. */
    private void loadShape(RunSpec spec) {
        users.set(spec.totalUsers());
        thinkMin.set(Durations.format(spec.thinkMin()));
        thinkMax.set(Durations.format(spec.thinkMax()));
        if (spec.intraThinkMin() != null) {
            intraThinkMin.set(Durations.format(spec.intraThinkMin()));
            intraThinkMax.set(Durations.format(spec.intraThinkMax()));
        }
        timingsIncludeThink.set(spec.timingsIncludeThink());
        queryTimeout.set(Durations.format(spec.queryTimeout()));
        rampUp.set(Durations.format(spec.rampUp() == null ? Duration.ZERO : spec.rampUp()));
        warmUp.set(Durations.format(spec.warmUp() == null ? Duration.ZERO : spec.warmUp()));
        if (spec.runTime() != null) {
            runTime.set(Durations.format(spec.runTime()));
        }
    }

    /** The run option that switches the database's own snapshots on, for the database in the URL. */
    String snapshotOption() {
        return Surgebench.snapshotOption(url.get().strip());
    }

    private void updateSnapshotChoice() {
        String option = snapshotOption();
        if ("awr".equals(option)) {
            snapshotsText.set("AWR snapshots at start and end (needs the Diagnostics Pack licence)");
            snapshots.set(false);
        } else if ("pgstats".equals(option)) {
            snapshotsText.set("PostgreSQL statistics snapshots (pg_stat_*) at start and end");
            snapshots.set(true);
        } else {
            snapshotsText.set("Database snapshots (Oracle AWR, PostgreSQL statistics)");
            snapshots.set(false);
        }
        snapshotsAvailable.set(option != null);
    }

    private static Duration duration(String what, StringProperty field) {
        try {
            return Durations.parse(field.get());
        } catch (SurgeException e) {
            throw SurgeException.usage(what + ": " + e.getMessage());
        }
    }
}
