package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaLock;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * {@code drop}: removes the tables, views and sequences the registry records as the workload's, and its registry
 * entry. Objects with the workload's names that no workload owns are someone else's: drop refuses while they
 * exist, unless --force, which drops them too (and says so first). Another workload's objects are never
 * dropped, --force or not, nor is anything that depends on what is dropped.
 */
public final class SchemaDrop {
    private SchemaDrop() {}

    @SuppressWarnings("try") // the lock is held for the try's scope, never read
    public static DropReport drop(
            ConnectionSpec connection,
            String workloadName,
            Map<String, String> options,
            boolean force,
            Consumer<String> notes) {
        Workload w = Workloads.byName(workloadName);
        Map<String, String> checked = org.surgebench.core.db.DatabaseOptions.check(w, connection.url(), options);
        if (!w.needsGenerate()) {
            // It made nothing (it runs against the tables already there), so it has nothing to drop.
            notes.accept(workloadName + " declares no tables of its own: nothing of it to drop.");
            return new DropReport(w.name(), false, List.of(), Map.of());
        }
        Database db = new Database(connection);
        try (Connection c = db.connect();
                SchemaLock lock = Ownership.lock(db, w.name())) {
            SchemaRegistry.Entry entry = SchemaRegistry.read(c, db.dialect(), w.name());
            double scale = entry == null ? w.minScale() : entry.scale();
            List<SchemaObject> declared = w.schema(
                            new SchemaOptions(db.dialect().name(), scale, 1, checked))
                    .objects();
            Ownership own = Ownership.read(db, c, w, declared);
            List<SchemaObject> strangers = own.strangers();
            if (!strangers.isEmpty() && !force) {
                throw own.strangersRefused("drop");
            }
            Map<SchemaObject, String> kept = own.existingOfOthers();
            kept.forEach((o, owner) -> notes.accept("Keeping " + o + ": it is " + owner + "'s."));
            List<SchemaObject> targets = new ArrayList<>(own.existingOwn());
            targets.addAll(force ? strangers : List.of());
            if (!targets.isEmpty()) {
                own.prepareDrop(targets, strangers);
                notes.accept(own.dropNote(targets, strangers));
                own.drop(targets, strangers);
            }
            SchemaRegistry.remove(c, w.name());
            LoadLedger.clear(c, w.name());
            return new DropReport(w.name(), entry != null, targets, kept);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Dropping " + w.name() + " at " + db.spec().where() + " failed: " + e.getMessage(),
                    e);
        }
    }
}
