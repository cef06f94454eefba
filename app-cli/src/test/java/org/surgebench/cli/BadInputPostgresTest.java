package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The bad-input battery against the local PostgreSQL server: wrong password, missing database and schema,
 * missing privileges, a read-only database for generate. One sentence each, a non-zero exit, no stack
 * trace, and nothing half-written in the database.
 */
class BadInputPostgresTest {
    static final String PW_ROLE = "surge_pw_test";
    private static final String NO_PRIVS = "surge_rel_noprivs";
    private static String generated;
    private static String empty;
    private static String readOnly;

    @BeforeAll
    static void prepare() {
        generated = LocalPostgres.createDatabase("surge_rel_bad");
        empty = LocalPostgres.createDatabase("surge_rel_empty");
        readOnly = LocalPostgres.createDatabase("surge_rel_ro");
        LocalPostgres.admin("ALTER DATABASE " + PgAdmin.dbName(readOnly) + " SET default_transaction_read_only = on");
        LocalPostgres.admin("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '" + NO_PRIVS + "') "
                + "THEN CREATE ROLE " + NO_PRIVS + " LOGIN; END IF; END $$");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", generated, "-U", LocalPostgres.USER);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(generated);
        LocalPostgres.dropDatabase(empty);
        LocalPostgres.dropDatabase(readOnly);
    }

    @Test
    void wrongPassword(@TempDir Path tmp) throws Exception {
        // A cluster of its own that checks passwords (the shared server trusts everyone).
        ThrowawayCluster cluster = ThrowawayCluster.sharedWithPasswords();
        String pw = cluster.createRole(PW_ROLE);
        Path results = tmp.resolve("results");
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "--url",
                cluster.url("postgres"),
                "-U",
                PW_ROLE,
                "--password",
                "wrong-" + pw,
                "-r",
                results.toString());
        String s = OneSentence.assertRefused(r, 3, "rejected user '" + PW_ROLE + "'", "password");
        assertThat(s).doesNotContain(pw);
        assertThat(results).doesNotExist();
    }

    @Test
    void missingDatabase() {
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", LocalPostgres.url("surge_no_such_db"), "-U", LocalPostgres.USER),
                3,
                "does not exist",
                "fix the URL");
    }

    @Test
    void missingSchema(@TempDir Path tmp) {
        Path results = tmp.resolve("results");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", empty, "-U", LocalPostgres.USER, "-r", results.toString()),
                4,
                "No tpcb schema found",
                "surge generate tpcb");
        OneSentence.assertRefused(
                Cli.run("verify", "tpcb", "--url", empty, "-U", LocalPostgres.USER), 4, "No tpcb schema found");
    }

    @Test
    void generateWithoutTheCreatePrivilegeWritesNothing() throws Exception {
        OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "0.01", "--url", empty, "-U", NO_PRIVS),
                4,
                "User '" + NO_PRIVS + "' may not create",
                "GRANT CREATE",
                "nothing was written");
        assertThat(PgAdmin.count(empty, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"))
                .isZero();
    }

    @Test
    void runWithoutPrivilegesOnTheSchema(@TempDir Path tmp) {
        Path results = tmp.resolve("results");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", generated, "-U", NO_PRIVS, "-r", results.toString()),
                4,
                "User '" + NO_PRIVS + "' lacks privileges",
                "grant");
        assertThat(results.toFile().list()).isNullOrEmpty();
    }

    @Test
    void generateIntoAReadOnlyDatabaseWritesNothing() throws Exception {
        OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "0.01", "--url", readOnly, "-U", LocalPostgres.USER),
                4,
                "is read-only",
                "writable",
                "nothing was written");
        assertThat(PgAdmin.count(readOnly, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"))
                .isZero();
    }

    @Test
    void debugShowsTheStackTrace(@TempDir Path tmp) {
        Path never = tmp.resolve("never");
        Cli.Result r =
                Cli.run("run", "tpcb", "--url", empty, "-U", LocalPostgres.USER, "--debug", "-r", never.toString());
        assertThat(r.exitCode()).isEqualTo(4);
        assertThat(r.err()).contains("No tpcb schema found").contains("\tat ");
        assertThat(Files.exists(never)).isFalse();
    }
}
