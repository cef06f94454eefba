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
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.workloads.soe.CountingMariaDb;
import org.surgebench.workloads.soe.MySqlForm;

/**
 * tpcc's MySQL form (tpcc/mysql/: MariaDB's tables, the procedures without stored functions) through MySQL's
 * Connector/J with MySQL 8's SQL mode ({@link MySqlForm}), on the private MariaDB 10.11 server with
 * performance_schema on, at 1 warehouse: no MySQL 8 server runs here, so this is the MySQL SQL verified on MariaDB.
 * The contract's checks (loaded cardinalities, committed New-Orders as the database counted them, the consistency
 * conditions after each run), the server variant as the default, and each transaction of both variants alone
 * counted by the server as {@link TpccStatementsMariaDbTest} counts them, with Connector/J's three differences.
 */
class TpccMySqlFormMariaDbTest extends TpccDatabaseContract {
    private static final String SCHEMA = "tpcc_mysql_form_i53";
    /** Each transaction alone this many times, as TpccStatementsMariaDbTest runs it (seeded: the same draws). */
    private static final int RUNS = 100;

    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generateMySqlForm(
                SCHEMA, new GenerateSpec("tpcc").scale(1).threads(2));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Override
    ConnectionSpec db() {
        return counting.db();
    }

    /** The loaded cardinalities; generate installed procedures and no function (see mysql/code.sql). */
    @Test
    @Order(1)
    void loadsTpccsCardinalitiesWithProceduresOnly() throws Exception {
        assertLoaded();
        assertThat(count("SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE() "
                        + "AND routine_type = 'FUNCTION'"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE() "
                        + "AND routine_type = 'PROCEDURE'"))
                .isEqualTo(6);
    }

    @Test
    @Order(2)
    void serverVariantIsTheDefaultAndKeepsTheDataConsistent() throws Exception {
        CountedRun run =
                run(new RunSpec("tpcc").connection(db()).users(4).runTime(null).maxTransactions(400));
        RunResult r = run.result();
        assertThat(r.config().variant()).isEqualTo("server");
        assertStatementsMatchTheRows(run);
        assertThat(((Number) run.tpcc().get("nopm")).longValue()).isPositive();
        assertVerified();
    }

    @Test
    @Order(4)
    void eachServerCallExecutesTheTransactionsStatementsInOneCall() throws Exception {
        TpccStatementsMariaDbTest.check(counting, "server", RUNS, true);
        assertVerified();
    }

    @Test
    @Order(4)
    void eachClientTransactionSendsTheSameStatements() throws Exception {
        TpccStatementsMariaDbTest.check(counting, "client", RUNS, true);
        assertVerified();
    }

    @Test
    @Order(6)
    void theServerVariantWithoutItsVersionProcedureIsRefusedInOneSentence() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("DROP PROCEDURE tpcc_version");
        }
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db())
                        .variant("server")
                        .users(1)
                        .runTime(null)
                        .maxTransactions(1)))
                .hasMessage("The tpcc server variant calls stored code that is not installed in this schema: run "
                        + "`surge generate tpcc --only-code` to install them, or use --variant client.");
        Surgebench.generate(new GenerateSpec("tpcc").connection(db()).onlyCode(true), null);
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db())
                .variant("server")
                .users(1)
                .runTime(null)
                .maxTransactions(20));
        assertThat(r.summary().errors()).isZero();
    }
}
