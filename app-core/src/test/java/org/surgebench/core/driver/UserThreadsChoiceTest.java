package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.Future;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.CounterWorkload;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.run.UserThreadsDecision;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * The rule of {@code --user-threads auto}, without a database: platform threads below 8 users, event loops from 8 to
 * 64 where the run allows them (platform threads and the reason otherwise), virtual threads beyond; and the refusals
 * of an explicit {@code event-loop} unchanged.
 */
class UserThreadsChoiceTest {
    private static final String PG = "jdbc:postgresql://127.0.0.1:5432/surge";
    private static final String H2 = "jdbc:h2:mem:threads";
    private static final String MARIADB = "jdbc:mariadb://127.0.0.1:3306/surge";

    /** The engine's counter workload with an event-loop form of each of its transactions, as tpcb has. */
    private static final Workload LOOPED = new Looped(false);

    /** The same, its loop forms taking the intra-transaction think time as their thread twins do, as cc's. */
    private static final Workload THINKING = new Looped(true);

    private static final class Looped implements Workload {
        private final CounterWorkload counter = new CounterWorkload();
        private final boolean thinksInside;

        Looped(boolean thinksInside) {
            this.thinksInside = thinksInside;
        }

        @Override
        public boolean eventLoopsThinkInside(String variant) {
            return thinksInside;
        }

        @Override
        public String name() {
            return counter.name();
        }

        @Override
        public String description() {
            return counter.description();
        }

        @Override
        public Schema schema(SchemaOptions options) {
            return counter.schema(options);
        }

        @Override
        public List<TransactionDef> transactions() {
            return counter.transactions();
        }

        @Override
        public List<Mix> mixes() {
            return counter.mixes();
        }

        @Override
        public Map<String, EventLoopTransaction> eventLoopTransactions() {
            EventLoopTransaction nothing = ctx -> Future.succeededFuture();
            return Map.of("INC", nothing, "READ", nothing, "FAIL", nothing);
        }
    }

    private static UserThreadsDecision decide(Workload w, String url, int users, UnaryOperator<RunSpec> more) {
        RunSpec spec = more.apply(new RunSpec(w.name())
                .connection(new ConnectionSpec(url, "surge", ""))
                .users(users)
                .runTime(Duration.ofSeconds(10)));
        RunPlan plan = spec.freeze(w);
        return UserThreadsChoice.resolve(plan, w, MixPlan.resolve(w, null, plan), Dialects.forUrl(url));
    }

    private static UserThreadsDecision decide(Workload w, String url, int users) {
        return decide(w, url, users, s -> s);
    }

    @Test
    void autoRunsFewerThan8UsersOnPlatformThreads() {
        assertThat(decide(LOOPED, PG, 7)).isEqualTo(new UserThreadsDecision(UserThreads.PLATFORM, true, null));
        assertThat(decide(LOOPED, PG, 1).kind()).isEqualTo(UserThreads.PLATFORM);
    }

    @Test
    void autoRuns8UsersAndMoreOnEventLoopsWhereTheRunAllowsThem() {
        assertThat(decide(LOOPED, PG, 8)).isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null));
        assertThat(decide(LOOPED, PG, 64).kind()).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(decide(LOOPED, PG, 65)).isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null));
        assertThat(decide(LOOPED, PG, 1_000, s -> s.sharedPool(50)))
                .as("many thinking users sharing a pool")
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null));
        assertThat(decide(LOOPED, PG, 16).describe(16)).isEqualTo("users: 16 on event loops (auto)");
        assertThat(decide(LOOPED, H2, 200))
                .as("where the run does not allow them, virtual threads past 32 users")
                .isEqualTo(new UserThreadsDecision(
                        UserThreads.VIRTUAL, true, "event loops need PostgreSQL, MariaDB or MySQL"));
    }

    @Test
    void autoRunsUsersEventLoopsDoNotFitOnPlatformThreadsAndSaysWhy() {
        assertThat(decide(LOOPED, H2, 16)).isEqualTo(platform("event loops need PostgreSQL, MariaDB or MySQL"));
        assertThat(decide(new CounterWorkload(), PG, 16))
                .isEqualTo(platform("event loops need a workload with event-loop transactions"));
        assertThat(decide(LOOPED, PG + "?sslmode=require", 16).reason()).contains("cannot take this URL");
        assertThat(decide(LOOPED, PG, 16, s -> s.sharedPool(4)))
                .as("a shared pool is the loops' own")
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null));
        assertThat(decide(LOOPED, PG, 16, s -> s.queryTimeout(Duration.ofSeconds(5))))
                .isEqualTo(platform("event loops have no query timeout"));
        assertThat(decide(LOOPED, PG, 16, s -> s.intraThinkTime(Duration.ofMillis(1), Duration.ofMillis(2))))
                .isEqualTo(platform("event loops have no think time inside transactions"));
        assertThat(decide(THINKING, PG, 16, s -> s.intraThinkTime(Duration.ofMillis(1), Duration.ofMillis(2))))
                .as("loop forms that wait the think time on a timer")
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null));
        assertThat(decide(LOOPED, PG, 16, s -> s.rate(100)).reason()).contains("--rate");
        assertThat(decide(LOOPED, H2, 16).describe(16))
                .isEqualTo("users: 16 on platform threads (auto; event loops need PostgreSQL, MariaDB or MySQL)");
        // Past 32 users on threads, auto's threads are virtual ones.
        assertThat(decide(LOOPED, H2, 40))
                .isEqualTo(new UserThreadsDecision(
                        UserThreads.VIRTUAL, true, "event loops need PostgreSQL, MariaDB or MySQL"));
    }

    /**
     * On MariaDB auto keeps the users on threads (event loops cost more client CPU there); asked for, they run on
     * event loops; a URL the MySQL client would not honour as it is, refused.
     */
    @Test
    void onMariaDbEventLoopsRunOnlyWhenAskedFor() {
        String why = "on MariaDB event loops cost more client CPU than threads";
        assertThat(decide(LOOPED, MARIADB, 16)).isEqualTo(platform(why));
        assertThat(decide(LOOPED, MARIADB, 40)).isEqualTo(new UserThreadsDecision(UserThreads.VIRTUAL, true, why));
        assertThat(decide(LOOPED, MARIADB, 16, s -> s.userThreads(UserThreads.EVENT_LOOP)))
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, false, null));
        assertThatThrownBy(
                        () -> decide(LOOPED, MARIADB + "?useSsl=true", 16, s -> s.userThreads(UserThreads.EVENT_LOOP)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("does not take the URL parameter or --property useSsl");
        assertThatThrownBy(() -> decide(
                        LOOPED, "jdbc:mariadb://a:3306,b:3306/surge", 16, s -> s.userThreads(UserThreads.EVENT_LOOP)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("connects to one server");
    }

    private static UserThreadsDecision platform(String reason) {
        return new UserThreadsDecision(UserThreads.PLATFORM, true, reason);
    }

    @Test
    void kindsAskedForAreTakenAsTheyAreAndEventLoopsThatDoNotFitAreRefused() {
        assertThat(decide(LOOPED, PG, 16, s -> s.userThreads(UserThreads.PLATFORM)))
                .isEqualTo(new UserThreadsDecision(UserThreads.PLATFORM, false, null));
        assertThat(decide(LOOPED, H2, 2, s -> s.userThreads(UserThreads.VIRTUAL))
                        .describe(2))
                .isEqualTo("users: 2 on virtual threads");
        // Asked for, event loops take any user count and --rate.
        assertThat(decide(
                        LOOPED,
                        PG,
                        2,
                        s -> s.userThreads(UserThreads.EVENT_LOOP).rate(100)))
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, false, null));
        assertThatThrownBy(() -> decide(LOOPED, H2, 16, s -> s.userThreads(UserThreads.EVENT_LOOP)))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--user-threads event-loop runs on PostgreSQL, MariaDB and MySQL only (this run is on h2): "
                        + "run with "
                        + "--user-threads auto.");
        assertThat(decide(
                        LOOPED,
                        PG,
                        16,
                        s -> s.userThreads(UserThreads.EVENT_LOOP).sharedPool(4)))
                .isEqualTo(new UserThreadsDecision(UserThreads.EVENT_LOOP, false, null));
        assertThatThrownBy(() -> decide(new CounterWorkload(), PG, 16, s -> s.userThreads(UserThreads.EVENT_LOOP)))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--user-threads event-loop needs an event-loop form of every transaction in the mix; "
                        + "counter has none for INC, READ: run with --user-threads auto.");
    }
}
