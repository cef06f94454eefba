package org.surgebench.core.spi;

/**
 * Makes workloads from references that are not names of the workloads on the class path, e.g. a workload file
 * ({@code surge run app.yaml}). Found with {@link java.util.ServiceLoader}; {@link Workloads} asks each source in
 * turn when a name is not a known workload's, so that every front door (CLI, desktop app, Java API) takes a
 * reference wherever it takes a workload's name, and no front door knows what the reference is.
 */
public interface WorkloadSource {

    /** Whether the reference has this source's form (e.g. a path ending in .yaml), judged without reading it. */
    boolean accepts(String reference);

    /**
     * The workload the reference names. A reference that cannot be read or does not declare a workload is a
     * {@link org.surgebench.core.common.SurgeException} (usage) with one sentence naming the place and the fix.
     */
    Workload load(String reference);
}
