package org.surgebench.core.results;

import java.util.List;
import java.util.Map;

/**
 * The configuration of a run as stored in its results: never a password. Users, think times and the query
 * timeout are the values used; {@code fromWorkloadDefaults} names those the workload's defaults supplied
 * ("users", "think time", "query timeout").
 *
 * @param comment the user's note on the run (null when none; absent in results written before it existed)
 */
public record RunConfigView(String workload, String mix, Map<String, Integer> weights, String url, String user,
                            String dialect, double scale, int users, long thinkMinMs, long thinkMaxMs,
                            long intraThinkMinMs, long intraThinkMaxMs, double rampUpSeconds, double warmUpSeconds,
                            double runTimeSeconds, long maxTransactions, long seed, double targetRate,
                            String poolMode, int poolSize, long queryTimeoutSeconds, List<String> fromWorkloadDefaults,
                            Map<String, String> options, String comment) {
}
