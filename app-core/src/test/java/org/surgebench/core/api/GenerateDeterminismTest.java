package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/** The same seed and scale give the same rows whatever the number of load threads. */
class GenerateDeterminismTest {
    private static String checksum(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(val * id), SUM(LENGTH(label)) FROM counter_item")) {
            rs.next();
            return rs.getLong(1) + "/" + rs.getLong(2) + "/" + rs.getLong(3);
        }
    }

    private static String generate(long seed, int threads) throws Exception {
        String url = TestDatabases.h2Memory("det");
        Surgebench.generate(
                new GenerateSpec("counter")
                        .connection(new ConnectionSpec(url, "sa", ""))
                        .scale(120)
                        .seed(seed)
                        .threads(threads),
                null);
        return checksum(url);
    }

    @Test
    void sameSeedSameRowsAcrossThreadCounts() throws Exception {
        String a = generate(5, 1);
        String b = generate(5, 3);
        String c = generate(6, 2);
        assertThat(a).startsWith("120000/");
        assertThat(b).isEqualTo(a);
        assertThat(c).isNotEqualTo(a);
    }
}
