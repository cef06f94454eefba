package org.surgebench.core.api;

import java.util.List;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.Calibration;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.report.Comparison;
import org.surgebench.core.swingbench.SwingbenchConfig;

/**
 * What of the engine is its API, for front doors and user code: the facade ({@link Surgebench}) and the types
 * it takes and gives. Everything else (connecting, driving users, generating, host sampling, report layout...)
 * may change between versions without notice. The front doors' architecture tests hold them to this list.
 */
public final class ApiBoundary {
    /**
     * The API packages: the facade, a run's spec, session and listener, its settings, results, the shared basics, the
     * workload SPI (what a workload offers: transactions, mixes, options), the figures a listener is given,
     * the run's figures as people read them (labels, formats, better direction), the database views and a sweep's result.
     */
    public static final List<String> PACKAGES = List.of(
            "org.surgebench.core.api..",
            "org.surgebench.core.run..",
            "org.surgebench.core.settings..",
            "org.surgebench.core.results..",
            "org.surgebench.core.common..",
            "org.surgebench.core.spi..",
            "org.surgebench.core.metrics..",
            "org.surgebench.core.dbview..",
            "org.surgebench.core.figures..",
            "org.surgebench.core.sweep..");

    /**
     * API value types that still live beside engine insides: the connection a front door builds; a
     * generation's spec, progress, session, reports and calibrated projection; a Swingbench configuration as
     * read; runs compared (the rows, cells and verdicts the HTML comparison and the desktop app lay out); a live run of
     * several generators, the coordinator's side and a generator's; the database host's agent ({@code surge agent}) a
     * front door starts and stops. They live in the engine's packages (db, generate, report, swingbench, merge, host),
     * so the boundary names them one by one.
     */
    public static final List<Class<?>> VALUE_TYPES = List.of(
            ConnectionSpec.class,
            GenerateSpec.class,
            GenerateListener.class,
            GenerateSession.class,
            GenerateReport.class,
            DropReport.class,
            Calibration.Projection.class,
            Calibration.PhaseEstimate.class,
            SwingbenchConfig.class,
            Comparison.class,
            org.surgebench.core.merge.LiveMerge.class,
            org.surgebench.core.merge.CoordinatorLink.class,
            org.surgebench.core.host.HostAgent.class);

    private ApiBoundary() {}
}
