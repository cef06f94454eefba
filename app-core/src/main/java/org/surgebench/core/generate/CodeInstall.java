package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaLock;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workload;

/** A workload's stored code (functions, packages): the last phase of a generation, or all of {@code --only-code}. */
final class CodeInstall {
    private CodeInstall() {}

    /** Installs (or replaces) the workload's stored code, in order, and commits. */
    static void install(Connection admin, Schema schema) throws SQLException {
        try (Statement s = admin.createStatement()) {
            for (String sql : schema.codeSql()) {
                s.execute(sql);
            }
        }
        admin.commit();
    }

    /**
     * {@code --only-code}: the stored code into an existing, complete schema; nothing else is touched. The
     * workload's lock keeps it apart from a generate or drop of the same workload.
     */
    @SuppressWarnings("try") // the lock is held for the try's scope, never read
    static GenerateReport only(Database db, Workload workload, GenerateSpec spec, Phases phases) {
        long t0 = System.nanoTime();
        try (Connection admin = db.connect();
                SchemaLock lock = Ownership.lock(db, workload.name())) {
            SchemaRegistry.Entry entry = SchemaRegistry.read(admin, db.dialect(), workload.name());
            if (entry == null || !entry.complete()) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "--only-code needs a complete " + workload.name()
                                + " schema at " + db.spec().where() + ", and there is "
                                + (entry == null ? "none" : "only an " + "incomplete one") + ": run `surge generate "
                                + workload.name() + "` (it installs the code "
                                + "too).");
            }
            Schema schema = workload.schema(
                    new SchemaOptions(db.dialect().name(), entry.scale(), entry.seed(), spec.options()));
            if (schema.codeSql().isEmpty()) {
                throw SurgeException.usage("The " + workload.name() + " workload has no stored code for "
                        + db.dialect().name() + " databases: nothing to install.");
            }
            phases.timed("code", schema.codeSql().size(), "statements", () -> install(admin, schema));
            double secs = (System.nanoTime() - t0) / 1e9;
            return new GenerateReport(
                    workload.name(),
                    db.dialect().name(),
                    entry.scale(),
                    entry.seed(),
                    spec.threads(),
                    false,
                    List.of(),
                    phases.timings(),
                    Phases.round(secs),
                    0,
                    0,
                    0,
                    0,
                    0,
                    0);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.RUN_FAILED,
                    "Installing the " + workload.name() + " code at "
                            + db.spec().where() + " failed (" + e.getSQLState() + "): "
                            + GenerateErrors.oneLine(e.getMessage())
                            + "; the data is untouched.",
                    e);
        }
    }
}
