package org.surgebench.core.api;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * Checks a generated schema: registered and complete, every table present with at least its generated row
 * count (runs only add rows, except in the tables a workload says its transactions delete from:
 * {@link Workload#tablesTransactionsShrink()}), then the workload's own invariants. A workload that runs against
 * the tables already there ({@link Workload#needsGenerate()} false) has only its own invariants checked.
 */
final class Verifier {
    private Verifier() {}

    static VerifyReport verify(ConnectionSpec connection, String workloadName, Map<String, String> options) {
        Workload w = Workloads.byName(workloadName);
        Map<String, String> checked = org.surgebench.core.db.DatabaseOptions.check(w, connection.url(), options);
        Database db = new Database(connection);
        try (Connection c = db.connect()) {
            if (!w.needsGenerate()) {
                SchemaOptions opts = new SchemaOptions(db.dialect().name(), 0, 1, checked);
                List<VerifyReport.Check> checks = workloadChecks(c, w, opts);
                c.rollback();
                return new VerifyReport(w.name(), 0, checks);
            }
            SchemaRegistry.Entry entry = SchemaRegistry.read(c, db.dialect(), w.name());
            if (entry == null) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "No " + w.name() + " schema found at " + db.spec().where() + ": run `surge generate "
                                + workloadName + "` first.");
            }
            if (!entry.complete()) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "The " + w.name() + " schema at " + db.spec().where() + " " + entry.unfinished(workloadName)
                                + ".");
            }
            SchemaOptions opts = new SchemaOptions(db.dialect().name(), entry.scale(), entry.seed(), checked);
            Schema schema = w.schema(opts);
            List<VerifyReport.Check> checks = new ArrayList<>();
            checks.add(new VerifyReport.Check(
                    "schema complete",
                    true,
                    "scale " + entry.scale() + ", seed " + entry.seed() + ", completed " + entry.completedAt()));
            for (TableDef t : schema.tables()) {
                checks.add(countCheck(db, c, t, w.tablesTransactionsShrink().contains(t.name())));
            }
            checks.addAll(workloadChecks(c, w, opts));
            c.rollback();
            return new VerifyReport(w.name(), entry.scale(), checks);
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Verifying " + w.name() + " at " + db.spec().where() + " failed: " + e.getMessage(),
                    e);
        }
    }

    /** The workload's own checks, each holding or not (one that cannot run does not hold). */
    private static List<VerifyReport.Check> workloadChecks(Connection c, Workload w, SchemaOptions opts)
            throws SQLException {
        List<VerifyReport.Check> checks = new ArrayList<>();
        for (VerifyCheck vc : w.verifyChecks()) {
            try {
                String problem = vc.check(c, opts);
                checks.add(new VerifyReport.Check(vc.name(), problem == null, problem == null ? "holds" : problem));
            } catch (Exception e) {
                c.rollback();
                checks.add(new VerifyReport.Check(vc.name(), false, "could not be checked: " + e.getMessage()));
            }
        }
        return checks;
    }

    /**
     * The table's rows against its generated count; {@code shrinks}: the transactions delete rows of it, so only
     * that it is there is checked here (the workload's own checks say what must hold of it).
     */
    private static VerifyReport.Check countCheck(Database db, Connection c, TableDef t, boolean shrinks)
            throws SQLException {
        String name = "rows in " + t.name();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
            rs.next();
            long n = rs.getLong(1);
            if (shrinks) {
                return new VerifyReport.Check(
                        name,
                        true,
                        n + " (generated " + t.rows() + "; runs delete rows of it: the workload's checks judge it)");
            }
            boolean ok = n >= t.rows();
            return new VerifyReport.Check(
                    name,
                    ok,
                    n + (ok ? " (generated " + t.rows() + ")" : ", fewer than the " + t.rows() + " generated"));
        } catch (SQLException e) {
            c.rollback();
            if (db.dialect().isMissingTable(e)) {
                return new VerifyReport.Check(name, false, "table " + t.name() + " is missing");
            }
            throw e;
        }
    }
}
