package org.surgebench.core.spi;

import java.util.List;
import java.util.ServiceLoader;

/**
 * Makes a workload from what a user gives when the run starts rather than from a class on the class path: pgbench
 * scripts ({@code surge run --script FILE[@WEIGHT] --define NAME=VALUE}). Found with {@link java.util.ServiceLoader}
 * by its {@link #kind()}, so the front doors reach it through the facade without compiling against a workload.
 */
public interface WorkloadFactory {

    /** What it makes, e.g. {@code script}. */
    String kind();

    /**
     * The workload, checked before any user logs on: a source or setting it cannot take is a
     * {@link org.surgebench.core.common.SurgeException} of one sentence.
     *
     * @param sources  what the workload is made of, e.g. {@code my.sql@5} or {@code builtin:tpcb-like}
     * @param settings {@code NAME=VALUE} settings, e.g. pgbench's {@code -D} variables
     */
    Workload create(List<String> sources, List<String> settings);

    /**
     * The workload the factory of that kind makes of the sources and settings.
     *
     * @throws IllegalStateException when no factory of that kind is on the class path
     */
    static Workload make(String kind, List<String> sources, List<String> settings) {
        for (WorkloadFactory f : ServiceLoader.load(WorkloadFactory.class, WorkloadFactory.class.getClassLoader())) {
            if (f.kind().equals(kind)) {
                return f.create(sources, settings);
            }
        }
        throw new IllegalStateException("no " + kind + " workload factory on the class path");
    }
}
