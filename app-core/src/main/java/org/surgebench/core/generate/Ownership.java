package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaLock;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * Whose is what in the current schema, seen by one workload: the names its create statements make, those the
 * registry records as its own, those another workload owns, and those that exist without an owner (someone
 * else's tables that happen to have our names). Generate and drop act on this: they drop only what is
 * recorded as the workload's own, or (with --force) what has no owner at all, never another workload's
 * objects and never anything that depends on what they drop.
 */
public final class Ownership {
    private final Database db;
    private final Connection c;
    private final Workload workload;
    private final SchemaRegistry.Entry entry;
    private final List<SchemaObject> declared;
    private final Map<String, SchemaRegistry.Owned> owners;
    private final List<SchemaObject> existing;

    private Ownership(Database db, Connection c, Workload workload, List<SchemaObject> declared) throws SQLException {
        this.db = db;
        this.c = c;
        this.workload = workload;
        this.declared = declared;
        if (c.getSchema() == null) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The connection to " + db.spec().where() + " has no "
                            + "current schema (the schema named by currentSchema= or search_path does not exist): create it "
                            + "first (e.g. CREATE SCHEMA " + workload.name()
                            + ") or fix the URL; nothing was changed.");
        }
        this.entry = SchemaRegistry.read(c, db.dialect(), workload.name());
        this.owners = owners(db, c);
        List<SchemaObject> names = new ArrayList<>(declared);
        names.addAll(recorded());
        this.existing = db.dialect().existing(c, names);
    }

    /** Reads the registry and the catalog for this workload, whose create statements make {@code declared}. */
    public static Ownership read(Database db, Connection c, Workload workload, List<SchemaObject> declared)
            throws SQLException {
        return new Ownership(db, c, workload, declared);
    }

    /** Takes the workload's lock in this schema, or says in one sentence who has it. */
    public static SchemaLock lock(Database db, String workload) throws SQLException {
        SchemaLock lock = SchemaLock.tryAcquire(db, workload);
        if (lock == null) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Another surge generate or drop of " + workload
                            + " is running in this schema at " + db.spec().where()
                            + ": wait for it to finish (or stop it) "
                            + "and try again; nothing was changed.");
        }
        return lock;
    }

    /**
     * The workload's lock, waiting while another generator of the same schema holds it ({@code --generator K/N}:
     * each holds it only briefly, to create or join the schema and to see whether it is the last; the last holds
     * it while it builds the indexes). Checks every half second; a cancel ends the wait.
     */
    public static SchemaLock awaitLock(
            Database db, String workload, java.util.function.BooleanSupplier cancelled, GenerateListener listener)
            throws SQLException {
        boolean said = false;
        while (true) {
            SchemaLock lock = SchemaLock.tryAcquire(db, workload);
            if (lock != null) {
                return lock;
            }
            if (cancelled.getAsBoolean()) {
                throw new SurgeException(
                        SurgeException.INTERRUPTED,
                        "Generation cancelled while waiting for the " + workload + " lock another generator holds.");
            }
            if (!said) {
                listener.onMessage(
                        "Waiting for another generator of " + workload + " (it holds the workload's lock)...");
                said = true;
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SurgeException(
                        SurgeException.INTERRUPTED,
                        "Generation cancelled while waiting for the " + workload + " lock another generator holds.");
            }
        }
    }

    public SchemaRegistry.Entry entry() {
        return entry;
    }

    /**
     * The names recorded as this workload's. A registry written before names were recorded has none: then the
     * workload's declared objects count as its own, as they did then.
     */
    public List<SchemaObject> recorded() {
        List<SchemaObject> out = new ArrayList<>();
        owners.values().stream()
                .filter(o -> o.workload().equalsIgnoreCase(workload.name()))
                .forEach(o -> out.add(o.object()));
        return out.isEmpty() && entry != null ? declared : out;
    }

    /** Declared names that another registered workload owns, with that workload. */
    public Map<SchemaObject, String> takenByOthers() {
        Map<SchemaObject, String> out = new LinkedHashMap<>();
        for (SchemaObject o : declared) {
            SchemaRegistry.Owned owner = owners.get(o.name());
            if (owner != null && !owner.workload().equalsIgnoreCase(workload.name())) {
                out.put(o, owner.workload());
            }
        }
        return out;
    }

    /** Objects recorded as ours that exist, with the kind they have in the database. */
    public List<SchemaObject> existingOwn() {
        List<String> own = recorded().stream().map(SchemaObject::name).toList();
        return existing.stream().filter(o -> own.contains(o.name())).toList();
    }

    /** Objects with our declared names that exist and that no workload owns: someone else's. */
    public List<SchemaObject> strangers() {
        List<String> own = recorded().stream().map(SchemaObject::name).toList();
        return existing.stream()
                .filter(o -> !own.contains(o.name()) && !owners.containsKey(o.name()))
                .toList();
    }

    /** Existing objects with our declared names that belong to another workload. */
    public Map<SchemaObject, String> existingOfOthers() {
        Map<SchemaObject, String> out = new LinkedHashMap<>();
        Map<SchemaObject, String> taken = takenByOthers();
        for (SchemaObject o : existing) {
            taken.forEach((t, w) -> {
                if (t.name().equals(o.name())) {
                    out.put(o, w);
                }
            });
        }
        return out;
    }

    /** Refuses to generate when another workload owns one of our names: it would be dropped or clash. */
    public void refuseCollisions() {
        Map<SchemaObject, String> taken = takenByOthers();
        if (taken.isEmpty()) {
            return;
        }
        String others = String.join(" and ", new java.util.TreeSet<>(taken.values()));
        throw new SurgeException(
                SurgeException.SCHEMA,
                workload.name() + " cannot be generated at "
                        + db.spec().where() + ": its " + SchemaObject.describe(taken.keySet()) + " would have the name"
                        + (taken.size() > 1 ? "s" : "") + " of " + others
                        + "'s objects there, and Surgebench never drops "
                        + "another workload's objects: put " + workload.name() + " in a schema of its own ("
                        + db.dialect().ownSchemaHint(workload.name()) + ").");
    }

    /**
     * Makes sure {@code targets} (which exist and are ours, or strangers the user gave up with --force) can be
     * dropped without taking anything else: refuses, naming them, when objects that are not in {@code targets}
     * depend on them (where the dialect looks before dropping), and claims the strangers in the registry so
     * no other generate can take them meanwhile. Then {@link #drop} drops them.
     */
    public void prepareDrop(List<SchemaObject> targets, Collection<SchemaObject> strangers) throws SQLException {
        if (targets.isEmpty()) {
            return;
        }
        List<String> dependents = db.dialect().foreignDependents(c, targets);
        c.commit();
        if (!dependents.isEmpty()) {
            throw dependents(targets, String.join("; ", dependents));
        }
        try {
            SchemaRegistry.claim(c, workload.name(), strangers);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Another workload took " + SchemaObject.describe(strangers)
                            + " at " + db.spec().where() + " while " + workload.name() + " was about to drop "
                            + (strangers.size() > 1 ? "them" : "it") + ": nothing was dropped.",
                    e);
        }
    }

    /**
     * Drops {@code targets} after {@link #prepareDrop}, with the dialect's statements (no CASCADE) in one
     * transaction, the registry saying {@code dropping} from the first statement on. When the database refuses,
     * nothing more is dropped: on PostgreSQL the whole drop rolls back; where each DDL statement commits by
     * itself (MariaDB, H2) what went is forgotten in the registry and the rest stays recorded, so the registry
     * holds what the database holds at every step. The strangers' claims are released and the sentence names a
     * dependent that refused.
     */
    public void drop(List<SchemaObject> targets, Collection<SchemaObject> strangers) throws SQLException {
        drop(targets, strangers, List.of());
    }

    /** As {@link #drop(List, Collection)}, the workload's stored code first ({@code codeDrops}). */
    public void drop(List<SchemaObject> targets, Collection<SchemaObject> strangers, List<String> codeDrops)
            throws SQLException {
        try (Statement s = c.createStatement()) {
            SchemaRegistry.setStatus(c, workload.name(), SchemaRegistry.DROPPING);
            for (String sql : codeDrops) {
                s.execute(sql);
            }
            for (String sql : db.dialect().dropStatements(targets)) {
                s.execute(sql);
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            forgetDropped(targets, strangers);
            String named = db.dialect().dependentsOf(e);
            if (named != null) {
                throw dependents(targets, named);
            }
            throw e;
        }
    }

    /**
     * After a drop that stopped: releases the strangers' claims and forgets the targets that are gone; when none
     * went, the schema keeps the status it had.
     */
    private void forgetDropped(List<SchemaObject> targets, Collection<SchemaObject> strangers) throws SQLException {
        List<String> left = db.dialect().existing(c, targets).stream()
                .map(SchemaObject::name)
                .toList();
        List<SchemaObject> gone =
                targets.stream().filter(o -> !left.contains(o.name())).toList();
        List<SchemaObject> released = new ArrayList<>(strangers);
        released.addAll(gone);
        SchemaRegistry.release(c, workload.name(), released);
        if (gone.isEmpty() && entry != null) {
            SchemaRegistry.setStatus(c, workload.name(), entry.status());
            c.commit();
        }
    }

    /** What is about to be dropped, for the user, before it is. */
    public String dropNote(List<SchemaObject> targets, Collection<SchemaObject> strangers) {
        String all = "Dropping " + SchemaObject.describe(targets) + " at "
                + db.spec().where();
        if (strangers.isEmpty()) {
            return all + ".";
        }
        return all + " (--force: Surgebench did not create " + SchemaObject.describe(strangers) + ").";
    }

    private SurgeException dependents(List<SchemaObject> targets, String named) {
        return new SurgeException(
                SurgeException.SCHEMA,
                "Dropping " + SchemaObject.describe(targets) + " at "
                        + db.spec().where() + " would take objects that are not " + workload.name() + "'s with them ("
                        + named + "): drop or change those first; nothing was dropped.");
    }

    /** The sentence for objects with our names that Surgebench did not create, when --force was not given. */
    public SurgeException strangersRefused(String command) {
        List<SchemaObject> s = strangers();
        String them = s.size() > 1 ? "them" : "it";
        return new SurgeException(
                SurgeException.SCHEMA,
                "surge " + command + " " + workload.name() + " stopped: "
                        + SchemaObject.describe(s) + (s.size() > 1 ? " exist" : " exists") + " at "
                        + db.spec().where()
                        + " but Surgebench did not create " + them + ", so nothing was dropped: drop or rename " + them
                        + " yourself, put " + workload.name() + " in a schema of its own ("
                        + db.dialect().ownSchemaHint(workload.name()) + "), or add --force to drop " + them + ".");
    }

    /**
     * Names owned per the registry. Entries written before names were recorded own the objects their
     * workload declares (at their scale), so an upgraded registry protects them too.
     */
    private static Map<String, SchemaRegistry.Owned> owners(Database db, Connection c) throws SQLException {
        Map<String, SchemaRegistry.Owned> out = new LinkedHashMap<>(SchemaRegistry.owners(c));
        for (SchemaRegistry.Entry e : SchemaRegistry.all(c, db.dialect())) {
            boolean recorded = out.values().stream().anyMatch(o -> o.workload().equalsIgnoreCase(e.workload()));
            if (recorded) {
                continue;
            }
            Workload w;
            List<SchemaObject> objects;
            try {
                w = Workloads.byName(e.workload());
                objects = w.schema(new SchemaOptions(db.dialect().name(), e.scale(), e.seed(), Map.of()))
                        .objects();
            } catch (RuntimeException unknown) {
                continue; // a workload no longer on the class path, or without DDL for this database
            }
            for (SchemaObject o : objects) {
                out.putIfAbsent(o.name(), new SchemaRegistry.Owned(w.name(), o));
            }
        }
        return out;
    }
}
