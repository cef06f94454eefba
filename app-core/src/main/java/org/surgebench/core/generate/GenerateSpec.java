package org.surgebench.core.generate;

import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

/** What to generate, where, and how. Defaults: scale 1, seed 1, one thread per core (at least 2). */
public final class GenerateSpec {
    private final String workload;
    private ConnectionSpec connection = new ConnectionSpec("jdbc:h2:./surge-data/surgebench", "sa", "");
    private double scale = 1;
    private long seed = 1;
    private int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
    private boolean force;
    private boolean resume;
    private boolean diskCheck = true;
    private boolean onlyCode;
    private org.surgebench.core.settings.GeneratorShare share;
    private boolean finishOnly;
    private final Map<String, String> options = new org.surgebench.core.spi.OptionValues();

    public GenerateSpec(String workload) {
        this.workload = workload;
    }

    public GenerateSpec connection(ConnectionSpec v) {
        connection = v;
        return this;
    }

    public GenerateSpec scale(double v) {
        scale = v;
        return this;
    }

    public GenerateSpec seed(long v) {
        seed = v;
        return this;
    }

    public GenerateSpec threads(int v) {
        threads = v;
        return this;
    }
    /** Drop an existing schema of this workload first. */
    public GenerateSpec force(boolean v) {
        force = v;
        return this;
    }
    /** Continue an interrupted generation: chunks already loaded are skipped. */
    public GenerateSpec resume(boolean v) {
        resume = v;
        return this;
    }

    public GenerateSpec option(String k, String v) {
        options.put(k, v);
        return this;
    }
    /** Refuse a scale whose estimated size exceeds the free space, where that is knowable (default on). */
    public GenerateSpec diskCheck(boolean v) {
        diskCheck = v;
        return this;
    }
    /**
     * Install (or replace) only the workload's stored code (functions, packages) in an existing, complete schema,
     * e.g. for soe's server variant on a schema generated before, or after the code changed.
     */
    public GenerateSpec onlyCode(boolean v) {
        onlyCode = v;
        return this;
    }

    /**
     * Load only generator K's share of every table's chunks ({@code --generator K/N}); the N generators meet in the
     * database (the registry and the chunk ledger) and the last one to finish its share builds the indexes,
     * constraints and statistics once. Null (the default) or 1/1: one generator loads everything.
     */
    public GenerateSpec share(org.surgebench.core.settings.GeneratorShare v) {
        share = v;
        return this;
    }
    /**
     * {@code --finish}: build the indexes, constraints, statistics and metadata of a schema whose chunks the
     * generators have all loaded; nothing is loaded. Refused while a chunk is missing.
     */
    public GenerateSpec finishOnly(boolean v) {
        finishOnly = v;
        return this;
    }

    public String workload() {
        return workload;
    }

    public ConnectionSpec connection() {
        return connection;
    }

    public double scale() {
        return scale;
    }

    public long seed() {
        return seed;
    }

    public int threads() {
        return threads;
    }

    public boolean force() {
        return force;
    }

    public boolean resume() {
        return resume;
    }

    public boolean diskCheck() {
        return diskCheck;
    }

    public boolean onlyCode() {
        return onlyCode;
    }
    /** This generator's share, or null when it loads everything. */
    public org.surgebench.core.settings.GeneratorShare share() {
        return share == null || share.count() == 1 ? null : share;
    }

    public boolean finishOnly() {
        return finishOnly;
    }

    public Map<String, String> options() {
        return options;
    }

    public void validate(double minScale, double maxScale) {
        if (!(scale > 0)) {
            throw SurgeException.usage("--scale must be positive (got " + scale + ").");
        }
        if (scale < minScale || scale > maxScale) {
            throw SurgeException.usage(
                    "--scale " + scale + " is outside " + workload + "'s range " + minScale + ".." + maxScale + ".");
        }
        if (threads < 1) {
            throw SurgeException.usage("--threads must be at least 1 (got " + threads + ").");
        }
        if (onlyCode && (force || resume)) {
            throw SurgeException.usage(
                    "--only-code installs stored code into an existing schema: drop --force and " + "--resume.");
        }
        if (share() != null && (force || onlyCode || finishOnly)) {
            throw SurgeException.usage("--generator loads one share of a schema the generators build together: "
                    + "drop --force (run `surge drop " + workload + "` first), --only-code and --finish.");
        }
        if (finishOnly && (force || onlyCode)) {
            throw SurgeException.usage(
                    "--finish completes a schema whose chunks are all loaded: drop --force and " + "--only-code.");
        }
        if (force && resume) {
            throw SurgeException.usage("--force starts over and --resume continues: give one of them.");
        }
    }
}
