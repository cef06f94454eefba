package org.surgebench.core.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.surgebench.core.db.ClassifyH2Test.kind;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.testdata.LocalPostgres;

/**
 * PostgreSQL's dialect reads the errors the local server raised (57014 from a JDBC query timeout, 42501, 23505,
 * 42P01, 42P07) into the kinds generic code asks about.
 */
class ClassifyPostgresTest {
    private String url;

    @AfterEach
    void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void errorsOfTheLocalServerAreClassified() throws Exception {
        url = LocalPostgres.createDatabase("dialect20_classify");
        Dialect dialect = Dialects.forUrl(url);
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
            assertThat(kind(dialect, s, "INSERT INTO t VALUES (1)")).isEqualTo(SqlErrorKind.CONSTRAINT);
            assertThat(kind(dialect, s, "SELECT * FROM missing")).isEqualTo(SqlErrorKind.MISSING_TABLE);
            assertThat(kind(dialect, s, "CREATE TABLE t (id INT)")).isEqualTo(SqlErrorKind.ALREADY_EXISTS);
            s.setQueryTimeout(1);
            SQLException timedOut = catchThrowableOfType(SQLException.class, () -> s.execute("SELECT pg_sleep(30)"));
            assertThat(dialect.classify(timedOut)).isEqualTo(SqlErrorKind.TIMEOUT);
            s.setQueryTimeout(0);
            // A role without privileges, for this session only: the table is not its to read.
            s.execute("CREATE ROLE " + role() + " NOLOGIN");
            try {
                s.execute("SET ROLE " + role());
                assertThat(kind(dialect, s, "SELECT * FROM t")).isEqualTo(SqlErrorKind.PERMISSION);
                s.execute("SET default_transaction_read_only = on");
                s.execute("RESET ROLE");
                s.execute("BEGIN");
                assertThat(kind(dialect, s, "INSERT INTO t VALUES (2)")).isEqualTo(SqlErrorKind.READ_ONLY);
            } finally {
                s.execute("ROLLBACK");
                s.execute("RESET ROLE");
                s.execute("SET default_transaction_read_only = off");
                s.execute("DROP OWNED BY " + role());
                s.execute("DROP ROLE " + role());
            }
        }
    }

    private String role() {
        return url.substring(url.lastIndexOf('/') + 1) + "_r";
    }
}
