package org.surgebench.workloads.script;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalMariaDb;

/**
 * pgbench's built-in scripts on MariaDB, on the tables {@code surge generate tpcb} makes there: each transaction's
 * statements counted as pgbench's script sends them, and what MariaDB holds afterwards (one history row per writing
 * transaction, the balances changed by the history's deltas) as pgbench's run leaves it.
 */
class ScriptMariaDbTest {
    private static final int TRANSACTIONS = 100;
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria47_script");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void builtinScriptsRunOnMariaDbAsPgbenchRunsThem() throws Exception {
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
        for (String builtin : BuiltinScripts.NAMES) {
            PgbenchSums before = PgbenchSums.read(db);
            RunResult r = BuiltinRuns.run(db, builtin, 2, TRANSACTIONS, null);
            BuiltinRuns.assertCounted(r, builtin, TRANSACTIONS);
            BuiltinRuns.assertInvariants(PgbenchSums.read(db).minus(before), builtin, TRANSACTIONS);
        }
    }
}
