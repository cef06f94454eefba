package org.surgebench.core.spi;

/**
 * What {@code surge capture} keeps of the server's statement statistics and how it writes the workload file.
 *
 * @param name     the workload's name in the file
 * @param user     only statements this user ran (null: everyone's)
 * @param top      how many statements at most become transactions
 * @param byTime   rank statements by their total time rather than by their calls
 * @param minCalls statements run fewer times than this are left out
 * @param sample   how many values each sampled column's source reads when a run starts
 */
public record CaptureSettings(String name, String user, int top, boolean byTime, long minCalls, int sample) {

    /** The defaults: the top 50 by calls, every user, statements run at least once, samples of 1,000. */
    public static CaptureSettings defaults(String name) {
        return new CaptureSettings(name, null, 50, false, 1, 1000);
    }
}
