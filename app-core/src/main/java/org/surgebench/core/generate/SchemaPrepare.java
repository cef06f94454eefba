package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.Workload;

/**
 * The start of a generation, under the workload's lock: what exists and whose it is decides whether this
 * generation joins a shared load, resumes an interrupted one, or drops and creates the schema afresh.
 */
final class SchemaPrepare {
    private final Database db;
    private final Workload workload;
    private final GenerateSpec spec;
    private final Phases phases;
    /** Told once the registry says "loading": from then on a failure leaves an incomplete schema behind. */
    private final Runnable onStarted;

    SchemaPrepare(Database db, Workload workload, GenerateSpec spec, Phases phases, Runnable onStarted) {
        this.db = db;
        this.workload = workload;
        this.spec = spec;
        this.phases = phases;
        this.onStarted = onStarted;
    }

    /**
     * Checks what exists and whose it is, resumes or drops (only the workload's own objects, or with --force
     * objects no workload owns), records what it will create as its own, creates; returns the chunks already
     * loaded. The workload's lock is held throughout (see {@link Ownership#lock}).
     */
    Map<String, long[]> prepare(Connection admin, Schema schema) throws SQLException {
        Ownership own = Ownership.read(db, admin, workload, schema.objects());
        SchemaRegistry.Entry existing = own.entry();
        if (spec.finishOnly() && (existing == null || existing.complete())) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "There is no " + workload.name() + " schema being loaded "
                            + "at " + db.spec().where() + " to finish"
                            + (existing == null ? "" : " (it is complete already)")
                            + ": --finish completes what generators with --generator K/N loaded.");
        }
        if ((spec.share() != null || spec.finishOnly()) && existing != null && !existing.complete()) {
            return join(admin, existing);
        }
        if (spec.resume()) {
            return resume(admin, existing);
        }
        return fresh(admin, schema, own);
    }

    /** Another generator of the same schema created it (or this one did, before an interruption): join it. */
    private Map<String, long[]> join(Connection admin, SchemaRegistry.Entry existing) throws SQLException {
        if (existing.scale() != spec.scale()
                || existing.seed() != spec.seed()
                || (spec.share() != null && !recordedOptions().equals(existing.options()))) {
            throw new SurgeException(
                    SurgeException.USAGE,
                    "The " + workload.name() + " schema being loaded at "
                            + db.spec().where() + " has scale " + existing.scale() + ", seed " + existing.seed()
                            + " and options " + existing.options()
                            + ": every generator must give the same scale, seed, "
                            + "--generator count and options (this one: scale " + spec.scale() + ", seed " + spec.seed()
                            + ", options " + recordedOptions() + "); nothing was loaded.");
        }
        onStarted.run();
        LoadLedger.ensureTable(admin);
        Map<String, long[]> done = LoadLedger.done(admin, workload.name());
        if (spec.share() != null) {
            phases.note("Joining the " + workload.name() + " schema being loaded as generator " + spec.share() + " ("
                    + done.size() + " chunks are loaded).");
        }
        return done;
    }

    /** Continues an interrupted generation: the chunks it loaded are skipped. */
    private Map<String, long[]> resume(Connection admin, SchemaRegistry.Entry existing) throws SQLException {
        if (existing == null) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "There is no interrupted " + workload.name() + " generation at "
                            + db.spec().where() + " to resume: run without --resume.");
        }
        if (SchemaRegistry.DROPPING.equals(existing.status())) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The " + workload.name() + " schema at " + db.spec().where() + " "
                            + existing.unfinished(workload.name())
                            + ", or use --force to generate it anew; there is nothing to resume.");
        }
        if (existing.complete()) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The " + workload.name() + " schema at " + db.spec().where()
                            + " is complete already: nothing to resume (use --force to rebuild it).");
        }
        if (existing.scale() != spec.scale() || existing.seed() != spec.seed()) {
            throw new SurgeException(
                    SurgeException.USAGE,
                    "The interrupted generation used scale " + existing.scale() + " and seed " + existing.seed()
                            + ": resume with those or use --force.");
        }
        onStarted.run();
        LoadLedger.ensureTable(admin);
        Map<String, long[]> done = LoadLedger.done(admin, workload.name());
        phases.note("Resuming: " + done.size() + " chunks were loaded before.");
        return done;
    }

    /** Drops what is the workload's (or, with --force, no one's), records the schema as loading, creates it. */
    private Map<String, long[]> fresh(Connection admin, Schema schema, Ownership own) throws SQLException {
        SchemaRegistry.Entry existing = own.entry();
        own.refuseCollisions();
        if (existing != null && !spec.force()) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "A " + workload.name() + " schema (scale "
                            + existing.scale() + ", " + existing.status() + ") exists already at "
                            + db.spec().where()
                            + ": add --force to replace it" + (existing.complete() ? "" : ", --resume to finish it")
                            + ", or run `surge drop " + workload.name() + "` first.");
        }
        List<SchemaObject> strangers = own.strangers();
        if (!strangers.isEmpty() && !spec.force()) {
            throw own.strangersRefused("generate");
        }
        List<SchemaObject> targets = new ArrayList<>(own.existingOwn());
        targets.addAll(strangers);
        if (!targets.isEmpty()) {
            own.prepareDrop(targets, strangers);
            phases.note(own.dropNote(targets, strangers));
            phases.timed("drop", targets.size(), "objects", () -> own.drop(targets, strangers));
        }
        try {
            SchemaRegistry.markLoading(
                    admin, workload.name(), spec.scale(), spec.seed(), recordedOptions(), schema.objects());
        } catch (SQLException e) {
            // Another workload recorded one of our names since we looked: say whose, or report the error.
            Ownership.read(db, admin, workload, schema.objects()).refuseCollisions();
            throw e;
        }
        onStarted.run();
        LoadLedger.ensureTable(admin);
        LoadLedger.clear(admin, workload.name());
        phases.timed("create", schema.createSql().size(), "statements", () -> {
            try (Statement s = admin.createStatement()) {
                for (String sql : schema.createSql()) {
                    s.execute(sql);
                }
            }
            admin.commit();
        });
        return Map.of();
    }

    /**
     * The options as the registry records them (secrets masked); for generators of one schema with their count,
     * which every generator must share: the chunks each loads depend on it and on the chunk options.
     */
    String recordedOptions() {
        Map<String, String> o = new java.util.TreeMap<>(Secrets.maskOptions(spec.options()));
        if (spec.share() != null) {
            o.put("generators", Integer.toString(spec.share().count()));
        }
        return o.toString();
    }
}
