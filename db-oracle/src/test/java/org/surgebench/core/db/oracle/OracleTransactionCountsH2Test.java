package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.TestDatabases;

/**
 * TPM's reading on Oracle (tpcc's TpccMeasures): V$SYSSTAT's user commits + user rollbacks, run unchanged against
 * H2 in Oracle mode where V$SYSSTAT is a table with the columns Oracle documents. No Oracle server here.
 */
class OracleTransactionCountsH2Test {

    @Test
    void commitsAndRollbacksOfTheInstanceNoFigurePerSchema() throws Exception {
        try (Connection c = DriverManager.getConnection(
                        TestDatabases.h2Memory("sysstat") + ";MODE=Oracle;NON_KEYWORDS=VALUE", "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE v$sysstat (name VARCHAR(64), value NUMBER)");
            s.execute("INSERT INTO v$sysstat VALUES ('user commits', 1200), ('user rollbacks', 34), "
                    + "('user calls', 99999), ('execute count', 77777)");
            assertThat(new OracleSql().transactionCounts(c)).containsExactly(-1, 1234);
        }
    }
}
