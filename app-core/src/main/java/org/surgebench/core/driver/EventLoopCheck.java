package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * Whether a run can put its users on event loops, before anything starts: a PostgreSQL URL the non-blocking
 * client takes as it is, an event-loop form of every transaction in the mix, and none of the settings that only
 * the blocking path carries out (a shared pool, think time inside transactions, a query timeout). Each refusal
 * is one sentence that says what to change.
 */
final class EventLoopCheck {
    private EventLoopCheck() {}

    /** The event-loop transactions in the mix plan's order, or a {@link SurgeException} saying why not. */
    static EventLoopTransaction[] transactions(RunPlan plan, Workload workload, MixPlan mix) {
        Map<String, EventLoopTransaction> forms = workload.eventLoopTransactions();
        List<String> missing = new ArrayList<>();
        EventLoopTransaction[] txs = new EventLoopTransaction[mix.transactions().size()];
        for (int i = 0; i < txs.length; i++) {
            TransactionDef t = mix.transactions().get(i);
            txs[i] = forms.get(t.shortName());
            if (txs[i] == null) {
                missing.add(t.shortName());
            }
        }
        if (!missing.isEmpty()) {
            throw SurgeException.usage("--user-threads event-loop needs an event-loop form of every transaction in "
                    + "the mix; " + workload.name() + " has none for " + String.join(", ", missing)
                    + (forms.isEmpty()
                            ? ""
                            : " (it has one for "
                                    + String.join(
                                            ", ",
                                            forms.keySet().stream().sorted().toList()) + ")")
                    + ": run with --user-threads auto.");
        }
        if (plan.sharedPool()) {
            throw SurgeException.usage("--user-threads event-loop gives each user its own connection: drop --pool.");
        }
        if (!plan.intraThinkMax().isZero()) {
            throw SurgeException.usage("--user-threads event-loop has no think time inside transactions: drop "
                    + "--intra-think-min/--intra-think-max, or run with --user-threads auto.");
        }
        if (!plan.queryTimeout().isZero()) {
            throw SurgeException.usage("--user-threads event-loop has no query timeout: drop --query-timeout, or run "
                    + "with --user-threads auto.");
        }
        return txs;
    }

    /** How the event-loop users connect: the dialect's client for the run's URL, or a refusal. */
    static EventLoopClient client(RunPlan plan, Dialect dialect) {
        EventLoopClient client = dialect.eventLoopClient(plan.connection());
        if (client == null) {
            throw SurgeException.usage("--user-threads event-loop runs on PostgreSQL only (this run is on "
                    + dialect.name() + "): run with --user-threads auto.");
        }
        return client;
    }
}
