package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The tpcc workload on the local MariaDB server at 1 warehouse: the loaded cardinalities, both variants (the
 * server variant the default, its procedures installed by generate), and what the database itself counted:
 * committed New-Orders as the change of sum(D_NEXT_O_ID), order lines, and the consistency conditions after
 * each run. The statements each transaction executes, as the server counts them, are
 * {@link TpccStatementsMariaDbTest}'s.
 */
class TpccMariaDbTest extends TpccDatabaseContract {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_tpcc");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).scale(1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    @Order(1)
    void loadsTpccsCardinalitiesAndTheyAreConsistent() throws Exception {
        assertLoaded();
        // The dates came through the load (DATETIME here).
        assertThat(count("SELECT COUNT(*) FROM customer WHERE c_since IS NULL")).isZero();
    }

    @Test
    @Order(2)
    void serverVariantIsTheDefaultAndKeepsTheDataConsistent() throws Exception {
        CountedRun run =
                run(new RunSpec("tpcc").connection(db).users(4).runTime(null).maxTransactions(600));
        RunResult r = run.result();
        assertThat(r.config().variant()).isEqualTo("server");
        assertStatementsMatchTheRows(run);
        assertThat(((Number) run.tpcc().get("nopm")).longValue()).isPositive();
        // The server counts its transactions only for itself (Com_commit + Com_rollback), as HammerDB reads them.
        assertThat(run.tpcc()).doesNotContainKey("tpm");
        assertThat(((Number) run.tpcc().get("serverTransactions")).longValue())
                .isGreaterThanOrEqualTo(r.summary().transactions());
        assertVerified();
    }

    @Test
    @Order(6)
    void theServerVariantWithoutItsProceduresIsRefusedInOneSentence() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("DROP PROCEDURE tpcc_version");
        }
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db)
                        .variant("server")
                        .users(1)
                        .runTime(null)
                        .maxTransactions(1)))
                .hasMessage("The tpcc server variant calls stored code that is not installed in this schema: run "
                        + "`surge generate tpcc --only-code` to install them, or use --variant client.");
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).onlyCode(true), null);
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("server")
                .users(1)
                .runTime(null)
                .maxTransactions(20));
        assertThat(r.summary().errors()).isZero();
    }

    @Test
    @Order(7)
    void theServerVariantOnEventLoopsIsRefusedBeforeItStarts() throws Exception {
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db)
                        .variant("server")
                        .userThreads(UserThreads.EVENT_LOOP)
                        .users(1)
                        .runTime(null)
                        .maxTransactions(1)))
                .hasMessageStartingWith("--user-threads event-loop needs an event-loop form of every transaction in "
                        + "the mix; tpcc has none for ");
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("client")
                .userThreads(UserThreads.EVENT_LOOP)
                .users(1)
                .runTime(null)
                .maxTransactions(20));
        assertThat(r.summary().errors())
                .as("the client variant's forms run on MariaDB's loops")
                .isZero();
        assertThat(r.summary().transactions()).isEqualTo(20);
    }

    @Override
    ConnectionSpec db() {
        return db;
    }
}
