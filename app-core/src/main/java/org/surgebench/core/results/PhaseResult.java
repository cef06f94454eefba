package org.surgebench.core.results;

/**
 * One phase of a run's schedule as measured: when it ran, what it asked for, and the figures of its own window.
 * Its response times are the time from each transaction's intended start in a phase of the open model, its
 * service time in one of the closed model (where the two are the same).
 *
 * @param number        the phase's place in the schedule, from 1
 * @param given         the phase as written ({@code 2m:users=16})
 * @param startSeconds  when the phase began, seconds after the run's start
 * @param seconds       how long the phase was measured (less than asked for when the run stopped in it)
 * @param users         the users the phase ran (this generator's share of them)
 * @param rate          the open model's transactions per second the phase kept (its share), or null: the closed
 *                      model
 * @param mix           the mix the phase ran
 * @param transactions  transactions completed in the phase
 * @param errors        errors in the phase
 * @param statements    statements run in the phase
 * @param response      the phase's response times (its service times in a phase of the closed model)
 */
public record PhaseResult(
        int number,
        String given,
        double startSeconds,
        double seconds,
        int users,
        Double rate,
        String mix,
        long transactions,
        long errors,
        long statements,
        org.surgebench.core.metrics.LatencyStats response) {

    public double tps() {
        return seconds <= 0 ? 0 : transactions / seconds;
    }

    public double qps() {
        return seconds <= 0 ? 0 : statements / seconds;
    }

    /** When the phase ended, seconds after the run's start. */
    public double endSeconds() {
        return startSeconds + seconds;
    }
}
