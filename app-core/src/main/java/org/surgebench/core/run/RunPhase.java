package org.surgebench.core.run;

/**
 * The phases of a run, in order. {@code WAITING}: connected, waiting for {@code --start-at} or for the other
 * generators at the start barrier.
 */
public enum RunPhase {
    CONNECTING,
    WAITING,
    WARM_UP,
    MEASURING,
    STOPPING,
    FINISHED
}
