package org.surgebench.core.spi;

import java.util.List;

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
}
