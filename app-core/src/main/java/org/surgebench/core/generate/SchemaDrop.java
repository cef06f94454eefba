package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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
 * {@code drop}: removes the tables, views and sequences the registry records as the workload's, the stored code
 * its generation installed, and its registry entry (the registry's tables too when it was the last). Objects with the workload's names that no workload owns are someone else's: drop refuses while they
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
            // The stored code generate installed (functions, procedures), where the registry says it generated.
            List<String> code = entry == null
                    ? List.of()
                    : db.dialect()
                            .dropCodeStatements(
                                    c,
                                    w.schema(new SchemaOptions(db.dialect().name(), scale, entry.seed(), checked))
                                            .codeSql());
            if (!targets.isEmpty() || !code.isEmpty()) {
                own.prepareDrop(targets, strangers);
                if (!targets.isEmpty()) {
                    notes.accept(own.dropNote(targets, strangers));
                }
                if (!code.isEmpty()) {
                    notes.accept("Dropping the stored code generate installed (" + code.size()
                            + " functions, procedures or packages).");
                }
                own.drop(targets, strangers, code);
            }
            SchemaRegistry.remove(c, w.name());
            LoadLedger.clear(c, w.name());
            dropRegistryIfEmpty(c);
            return new DropReport(w.name(), entry != null, targets, kept);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Dropping " + w.name() + " at " + db.spec().where() + " failed: " + e.getMessage(),
                    e);
        }
    }

    /**
     * The registry's own tables once they record nothing (the last workload of the schema was dropped), so a drop
     * of everything leaves the schema as it was before the first generate. A generate of another workload that
     * makes them at the same moment finds them gone and says so; it is refused at once, nothing loaded.
     */
    private static void dropRegistryIfEmpty(Connection c) throws SQLException {
        List<String> tables = List.of(SchemaRegistry.TABLE, SchemaRegistry.OBJECTS, LoadLedger.TABLE);
        List<String> present = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            for (String t : tables) {
                if (!SchemaRegistry.exists(c, t)) {
                    continue;
                }
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + t)) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        c.commit();
                        return;
                    }
                }
                present.add(t);
            }
            for (String t : present) {
                s.execute("DROP TABLE " + t);
            }
            c.commit();
        }
    }
}
