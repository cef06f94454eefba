package org.surgebench.core.results;

/**
 * What a run's users ran on, as the started run found it (the settings say what was asked; {@code --user-threads
 * auto} decides only once the workload and the database are known).
 *
 * @param kind          {@code platform}, {@code virtual} or {@code event-loop}; a merge's lists its generators'
 *                      ("event-loop, platform"); null when not known
 * @param auto          whether {@code --user-threads auto} chose it
 * @param reason        why auto ran on platform threads users it would have put on event loops; null otherwise
 * @param loopTransport how the event loops reached the kernel: {@code io_uring}, {@code epoll} or {@code nio}; null
 *                      when the users ran on threads
 */
public record UserThreadsUsed(String kind, boolean auto, String reason, String loopTransport) {

    /** Not known: a Swingbench results file, or a part that did not say. */
    public static final UserThreadsUsed UNKNOWN = new UserThreadsUsed(null, false, null, null);
}
