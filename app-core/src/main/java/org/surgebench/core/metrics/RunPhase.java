package org.surgebench.core.metrics;

/** The phases of a run, in order. */
public enum RunPhase {
    CONNECTING, WARM_UP, MEASURING, STOPPING, FINISHED
}
