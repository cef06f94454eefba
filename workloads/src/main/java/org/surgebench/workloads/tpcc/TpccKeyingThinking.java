package org.surgebench.workloads.tpcc;

import java.time.Duration;
import java.util.Map;
import org.surgebench.core.spi.OptionSpec;
import org.surgebench.core.spi.UserPauses;

/**
 * TPC-C's keying and think times (clause 5.2.5.7), on with {@code --option keying-thinking=true}: before each
 * transaction the terminal's user keys its input for a fixed minimum time, after it they think for a time drawn from
 * a negative exponential distribution of the transaction's mean (clause 5.2.5.4), in place of the run's think time.
 * A user then runs about one transaction per 22.8 s on the standard mix, so a warehouse's ten terminals make at most
 * about 12.9 New-Orders a minute: the mode HammerDB calls keying and thinking, with thousands of users.
 */
final class TpccKeyingThinking {
    static final String KEY = "keying-thinking";

    static final OptionSpec OPTION = OptionSpec.flag(
            KEY,
            false,
            "TPC-C's keying and think times per transaction (clause 5.2.5.7): keying 18/3/2/2/2 s before, a think "
                    + "time of mean 12/12/10/5/5 s (negative exponential) after New-Order/Payment/Order-Status/"
                    + "Delivery/Stock-Level, in place of --think-min/--think-max");

    /** Clause 5.2.5.7: the minimum keying time of each transaction. */
    static final Map<String, Duration> KEYING = Map.of(
            "NO", Duration.ofSeconds(18),
            "PAY", Duration.ofSeconds(3),
            "OS", Duration.ofSeconds(2),
            "DLV", Duration.ofSeconds(2),
            "SL", Duration.ofSeconds(2));

    /** Clause 5.2.5.7: the minimum mean of each transaction's think-time distribution. */
    static final Map<String, Duration> MEAN_THINK = Map.of(
            "NO", Duration.ofSeconds(12),
            "PAY", Duration.ofSeconds(12),
            "OS", Duration.ofSeconds(10),
            "DLV", Duration.ofSeconds(5),
            "SL", Duration.ofSeconds(5));

    private TpccKeyingThinking() {}

    /** The pauses of a run of these options: TPC-C's with the option on, none (the run's think time) without. */
    static UserPauses pauses(Map<String, String> runOptions) {
        return Boolean.parseBoolean(runOptions.getOrDefault(KEY, "false")) ? new UserPauses(KEYING, MEAN_THINK) : null;
    }
}
