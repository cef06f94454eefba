package org.surgebench.core.metrics;

import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The measured window's latency histograms, each losslessly encoded by {@link HistogramCodec}: the exact
 * distribution, so that the results of several load generators can be merged into the percentiles of their
 * union (percentiles cannot be averaged).
 *
 * @param service  service time (µs) by transaction short name, and {@link #ALL} for all types together
 * @param response response time from the intended start (µs), keyed the same way
 */
public record LatencyHistograms(Map<String, String> service, Map<String, String> response) {
    /** The key of all transaction types together. */
    public static final String ALL = "all";

    public LatencyHistograms {
        // Kept in order (all first, then the transactions as the run listed them), so the JSON reads well.
        service = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(service));
        response = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(response));
    }

    /** The decoded service-time histogram of a key, or an empty one when the key is missing. */
    public Histogram service(String key) {
        return decode(service.get(key));
    }

    /** The decoded response-time histogram of a key, or an empty one when the key is missing. */
    public Histogram response(String key) {
        return decode(response.get(key));
    }

    private static Histogram decode(String text) {
        Histogram h = RunMetrics.newHistogram();
        if (text != null) {
            h.add(HistogramCodec.decode(text));
        }
        return h;
    }
}
