package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;

/**
 * A projection of a large generation from a short one on the same database ({@code surge generate --dry-run
 * --calibrate}): the workload is generated at a small scale, with the same threads and options, into a schema of
 * its own that is dropped afterwards, and each phase's time is scaled to the target's rows: the load and
 * VACUUM (ANALYZE) in proportion to the rows, index builds and the finish (mostly foreign-key checks, joins of
 * the big tables) as n log n. PostgreSQL only (the throwaway schema is a plain {@code CREATE SCHEMA}).
 */
public final class Calibration {
    /** Scale of the calibration run unless the workload's smallest scale is larger. */
    public static final double DEFAULT_SCALE = 0.1;

    /** The calibration scale of a workload: {@link #DEFAULT_SCALE}, or the workload's smallest scale if larger. */
    public static double defaultScale(String workload) {
        return Math.max(
                DEFAULT_SCALE,
                org.surgebench.core.spi.Workloads.byName(workload).minScale());
    }

    /** One phase: what the calibration took and what the target should take. */
    public record PhaseEstimate(String phase, double calibrationSeconds, double estimatedSeconds, String growth) {}

    /**
     * @param calibration the short generation as it ran
     * @param targetRows  the rows of the target scale
     * @param schema      the throwaway schema it used (dropped)
     */
    public record Projection(
            GenerateReport calibration,
            long targetRows,
            String schema,
            List<PhaseEstimate> phases,
            List<String> assumptions) {
        public double totalSeconds() {
            return phases.stream().mapToDouble(PhaseEstimate::estimatedSeconds).sum();
        }
    }

    private Calibration() {}

    /** Generates {@code spec}'s workload at {@code scale} in a throwaway schema and projects {@code spec}'s phases. */
    public static Projection project(GenerateSpec spec, double scale, GenerateListener listener) {
        Database db = new Database(spec.connection());
        String schema = "surge_calibrate_"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL);
        ConnectionSpec there = db.dialect().inSchema(spec.connection(), schema);
        if (there == null) {
            throw SurgeException.usage("--calibrate needs a PostgreSQL database (it generates into a throwaway "
                    + "schema); " + db.dialect().name() + " gets the plan without time estimates.");
        }
        long targetRows = Generator.plan(spec).rows();
        GenerateSpec small = new GenerateSpec(spec.workload())
                .connection(there)
                .scale(scale)
                .seed(spec.seed())
                .threads(spec.threads())
                .diskCheck(false);
        spec.options().forEach(small::option);
        GenerateReport r;
        try (Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE SCHEMA " + schema);
            }
            c.commit();
            try {
                r = Generator.generate(small, listener);
            } finally {
                // Our own schema, created above, holding only what the calibration made: CASCADE is safe here.
                try (Statement s = c.createStatement()) {
                    s.execute("DROP SCHEMA " + schema + " CASCADE");
                }
                c.commit();
            }
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.RUN_FAILED,
                    "The calibration at " + spec.connection().where()
                            + " failed (" + e.getSQLState() + "): "
                            + e.getMessage().lines().findFirst().orElse("")
                            + "; its schema " + schema + " is dropped if it was created.",
                    e);
        }
        double ratio = (double) targetRows / Math.max(1, r.rows());
        double sortGrowth = ratio * Math.log(Math.max(2, targetRows)) / Math.log(Math.max(2, r.rows()));
        List<PhaseEstimate> phases = new ArrayList<>();
        for (GenerateReport.PhaseTiming p : r.phases()) {
            boolean sorts = p.phase().equals("index") || p.phase().equals("finish");
            boolean fixed = p.phase().equals("create")
                    || p.phase().equals("code")
                    || p.phase().equals("drop");
            double factor = fixed ? 1 : sorts ? sortGrowth : ratio;
            phases.add(new PhaseEstimate(
                    p.phase(), p.seconds(), p.seconds() * factor, fixed ? "fixed" : sorts ? "n log n" : "rows"));
        }
        List<String> assumptions = List.of(
                String.format(
                        Locale.ROOT,
                        "the same server, %d threads and the same load on it as during the "
                                + "calibration (%,d rows at scale %s)",
                        spec.threads(),
                        r.rows(),
                        scale),
                "the load and VACUUM (ANALYZE) take time in proportion to the rows; index builds and the finish "
                        + "(foreign-key checks: joins of the big tables) grow as n log n",
                "the calibration's data fitted in memory; a schema larger than the server's memory is read from "
                        + "its storage while indexes and keys are built, so phases after the load can take longer "
                        + "than projected where the storage is slower than the cache",
                "tables whose size does not grow with the scale (soe's ~900,000 inventory rows) are counted as if "
                        + "they did, which overstates the time of small targets only");
        return new Projection(r, targetRows, schema, phases, assumptions);
    }
}
