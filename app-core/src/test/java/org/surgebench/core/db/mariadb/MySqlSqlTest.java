package org.surgebench.core.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * What MySQL 8 lacks, written the way it takes it (no server needed: the SQL runs in the workloads'
 * {@code *MySqlFormMariaDbTest} classes): LIMIT for the FETCH clause, a sequence's value taken by an insert into
 * its table, the numbers 1..n without the sequence engine; MariaDB keeps its sequences (and LIMIT, which both know).
 */
class MySqlSqlTest {
    private final MySqlSql mysql = new MySqlSql();
    private final MariaDbSql mariadb = new MariaDbSql();

    @Test
    void rowLimitsAreLimitClauses() {
        assertThat(mysql.firstRows(4)).isEqualTo(" LIMIT 4");
        assertThat(mariadb.firstRows(4)).isEqualTo(" LIMIT 4");
    }

    @Test
    void sequenceValuesAreInsertsIntoTheSequencesTable() {
        assertThat(mysql.nextValueInsert("orders_seq")).isEqualTo("INSERT INTO orders_seq () VALUES ()");
        assertThatThrownBy(() -> mysql.nextValue("orders_seq")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(mariadb.nextValueInsert("orders_seq")).isNull();
        assertThat(mariadb.nextValue("orders_seq")).isEqualTo("NEXT VALUE FOR orders_seq");
    }

    @Test
    void numbersWithoutTheSequenceEngine() {
        assertThat(mysql.integers(3, "k")).isEqualTo("SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3");
        assertThat(mariadb.integers(3, "k")).isEqualTo("SELECT seq AS k FROM seq_1_to_3");
    }
}
