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
 * Whether a run can put its users on event loops, before anything starts: a URL the dialect's non-blocking
 * client takes as it is, an event-loop form of every transaction in the mix, and none of the settings that only
 * the blocking path carries out (a query timeout, think time inside transactions where the workload's event-loop
 * forms leave it out). A shared pool ({@code --pool}) is the loops' own ({@link LoopPool}). The answer is a
 * {@link Refusal} or null: {@code --user-threads event-loop} refuses the run with its sentence, {@code auto} runs
 * the users on threads instead ({@link UserThreadsChoice}).
 */
final class EventLoopCheck {
    /**
     * Why a run's users cannot run on event loops.
     *
     * @param reason  a few words for the line that says which threads {@code auto} chose, e.g. "event loops need
     *                PostgreSQL"
     * @param message the one-sentence refusal of {@code --user-threads event-loop}, saying what to change
     */
    record Refusal(String reason, String message) {}

    private EventLoopCheck() {}

    /** Why this run's users cannot run on event loops; null when they can. */
    static Refusal refusal(RunPlan plan, Workload workload, MixPlan mix, Dialect dialect) {
        Refusal client = clientRefusal(plan, dialect);
        if (client != null) {
            return client;
        }
        Refusal forms = formsRefusal(workload, mix, dialect);
        if (forms != null) {
            return forms;
        }
        if (!plan.intraThinkMax().isZero() && !workload.eventLoopsThinkInside(mix.variant())) {
            return new Refusal(
                    "event loops have no think time inside transactions",
                    "--user-threads event-loop has no think time inside transactions: drop "
                            + "--intra-think-min/--intra-think-max, or run with --user-threads auto.");
        }
        if (!plan.queryTimeout().isZero()) {
            return new Refusal(
                    "event loops have no query timeout",
                    "--user-threads event-loop has no query timeout: drop --query-timeout, or run "
                            + "with --user-threads auto.");
        }
        return null;
    }

    private static Refusal clientRefusal(RunPlan plan, Dialect dialect) {
        try {
            if (client(plan, dialect) != null) {
                return null;
            }
        } catch (SurgeException e) {
            // The dialect's sentence names what in the URL its client would not honour (TLS, several hosts...).
            return new Refusal(
                    "event loops cannot take this URL as it is (--user-threads event-loop says why)", e.getMessage());
        }
        return new Refusal(
                "event loops need PostgreSQL, MariaDB or MySQL",
                "--user-threads event-loop runs on PostgreSQL, MariaDB and MySQL only (this run is on "
                        + dialect.name()
                        + "): run with --user-threads auto.");
    }

    private static Refusal formsRefusal(Workload workload, MixPlan mix, Dialect dialect) {
        Map<String, EventLoopTransaction> forms = workload.eventLoopTransactions(mix.variant(), dialect.name());
        List<String> missing = new ArrayList<>();
        for (TransactionDef t : mix.transactions()) {
            if (!forms.containsKey(t.shortName())) {
                missing.add(t.shortName());
            }
        }
        if (missing.isEmpty()) {
            return null;
        }
        return new Refusal(
                forms.isEmpty()
                        ? "event loops need a workload with event-loop transactions"
                        : "event loops need an event-loop form of " + String.join(", ", missing),
                "--user-threads event-loop needs an event-loop form of every transaction in the mix; "
                        + workload.name() + " has none for " + String.join(", ", missing)
                        + (forms.isEmpty()
                                ? ""
                                : " (it has one for "
                                        + String.join(
                                                ", ",
                                                forms.keySet().stream().sorted().toList()) + ")")
                        + ": run with --user-threads auto.");
    }

    /** The event-loop transactions in the mix plan's order, of a run {@link #refusal} let through. */
    static EventLoopTransaction[] transactions(Workload workload, MixPlan mix, Dialect dialect) {
        Map<String, EventLoopTransaction> forms = workload.eventLoopTransactions(mix.variant(), dialect.name());
        return mix.transactions().stream().map(t -> forms.get(t.shortName())).toArray(EventLoopTransaction[]::new);
    }

    /** How the event-loop users connect: the dialect's client for the run's URL; null where it has none. */
    static EventLoopClient client(RunPlan plan, Dialect dialect) {
        return dialect.eventLoopClient(plan.connection());
    }
}
