package org.surgebench.core.results;

import java.util.Map;

/**
 * The configuration of a run as stored in its results: never a password.
 *
 * @param comment the user's note on the run (null when none; absent in results written before it existed)
 */
public record RunConfigView(String workload, String mix, Map<String, Integer> weights, String url, String user,
                            String dialect, double scale, int users, long thinkMinMs, long thinkMaxMs,
                            long intraThinkMinMs, long intraThinkMaxMs, double rampUpSeconds, double warmUpSeconds,
                            double runTimeSeconds, long maxTransactions, long seed, double targetRate,
                            String poolMode, int poolSize, Map<String, String> options, String comment) {
}
