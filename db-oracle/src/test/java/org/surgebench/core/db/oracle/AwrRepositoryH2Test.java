package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.TestDatabases;

/**
 * The provider's DBA_HIST queries, run unchanged against H2 in Oracle mode where the views are tables holding
 * the stored sample rows (and rows of another database that must be ignored): they must read exactly the rows
 * that give the hand-checked figures.
 */
class AwrRepositoryH2Test {

    @Test
    void queriesReadTheRowsOfOneDatabaseAndTwoSnapshots() throws Exception {
        try (Connection c = DriverManager.getConnection(
                TestDatabases.h2Memory("awr") + ";MODE=Oracle;NON_KEYWORDS=VALUE", "sa", "")) {
            c.setAutoCommit(false);
            AwrFixtures.createDbaHist(c);
            AwrFixtures.fillDbaHist(c, 4242);
            AwrFixtures.fillDbaHist(c, 7);
            try (var s = c.createStatement()) {
                s.execute("DELETE FROM dba_hist_snapshot WHERE dbid = 7");
            }
            var rows = AwrRepository.read(c, 4242, 100, 101);
            // Idle events are left out by the query itself.
            assertThat(rows.events()).noneMatch(e -> "Idle".equals(e.waitClass()));
            assertThat(rows.histogram()).allMatch(b -> b.event().equals("db file sequential read"));
            assertThat(rows.sysstat()).hasSize(AwrFixtures.csv("sysstat").size());
            assertThat(AwrFigures.compute(100, 101, rows)).isEqualTo(AwrFigures.compute(100, 101, AwrFixtures.rows()));
        }
    }
}
