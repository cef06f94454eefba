package org.surgebench.core.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.testdata.TestDatabases;

/** H2's dialect reads the errors H2 itself raised into the kinds generic code asks about. */
class ClassifyH2Test {

    @Test
    void errorsOfARealH2DatabaseAreClassified() throws Exception {
        String url = TestDatabases.h2Memory("classify");
        Dialect dialect = Dialects.forUrl(url);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
            s.execute("CREATE USER reader PASSWORD 'r'");
            assertThat(kind(dialect, s, "INSERT INTO t VALUES (1)")).isEqualTo(SqlErrorKind.CONSTRAINT);
            assertThat(kind(dialect, s, "SELECT * FROM missing")).isEqualTo(SqlErrorKind.MISSING_TABLE);
            assertThat(kind(dialect, s, "CREATE TABLE t (id INT)")).isEqualTo(SqlErrorKind.ALREADY_EXISTS);
            assertThat(kind(dialect, s, "SELECT 1 / 0")).isEqualTo(SqlErrorKind.OTHER);
            // Without the URL's settings, which only an administrator may make.
            try (Connection reader = DriverManager.getConnection(url.substring(0, url.indexOf(';')), "reader", "r");
                    Statement r = reader.createStatement()) {
                assertThat(kind(dialect, r, "SELECT * FROM t")).isEqualTo(SqlErrorKind.PERMISSION);
            }
        }
    }

    static SqlErrorKind kind(Dialect dialect, Statement s, String sql) {
        SQLException e = catchThrowableOfType(SQLException.class, () -> s.execute(sql));
        assertThat((Throwable) e).as(sql).isNotNull();
        return dialect.classify(e);
    }
}
