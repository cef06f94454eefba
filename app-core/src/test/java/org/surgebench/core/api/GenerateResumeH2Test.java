package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * H2 commits every DDL statement, so a generation interrupted after its index builds leaves the primary
 * key and indexes behind: --resume must step over them and load nothing twice.
 */
class GenerateResumeH2Test {
    @Test
    void resumeAfterTheIndexPhaseSkipsWhatExists() throws Exception {
        String url = TestDatabases.h2Memory("resume");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        Surgebench.generate(new GenerateSpec("counter").connection(db).scale(0.2), null);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            // As if interrupted after the indexes: the load's only chunk recorded, the schema not complete.
            s.execute("INSERT INTO surge_load_chunk (workload, table_name, chunk, rows_loaded, bytes_loaded) "
                    + "VALUES ('counter', 'counter_item', 0, 200, 8000)");
            s.execute("UPDATE surge_schema SET status = 'loading'");
        }
        var report = Surgebench.generate(
                new GenerateSpec("counter").connection(db).scale(0.2).resume(true), null);
        assertThat(report.rows()).isEqualTo(200);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id) FROM counter_item")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(200);
            assertThat(rs.getLong(2)).isEqualTo(200);
        }
        assertThat(Surgebench.verify(db, "counter", Map.of()).ok()).isTrue();
    }
}
