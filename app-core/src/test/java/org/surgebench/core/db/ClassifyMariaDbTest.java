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
import org.surgebench.testdata.LocalMariaDb;

/**
 * MariaDB's dialect reads the errors the local server raised (by error number: 1062, 1146, 1050, a statement
 * timeout, a read-only transaction) into the kinds generic code asks about.
 */
class ClassifyMariaDbTest {
    private String url;

    @AfterEach
    void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void errorsOfTheLocalServerAreClassified() throws Exception {
        url = LocalMariaDb.createDatabase("dialect20_classify");
        Dialect dialect = Dialects.forUrl(url);
        try (Connection c = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
            assertThat(kind(dialect, s, "INSERT INTO t VALUES (1)")).isEqualTo(SqlErrorKind.CONSTRAINT);
            assertThat(kind(dialect, s, "SELECT * FROM missing")).isEqualTo(SqlErrorKind.MISSING_TABLE);
            assertThat(kind(dialect, s, "CREATE TABLE t (id INT)")).isEqualTo(SqlErrorKind.ALREADY_EXISTS);
            SQLException timedOut = catchThrowableOfType(
                    SQLException.class, () -> s.execute("SET STATEMENT max_statement_time = 0.2 FOR SELECT SLEEP(30)"));
            assertThat((Throwable) timedOut).isNotNull();
            assertThat(dialect.classify(timedOut)).isEqualTo(SqlErrorKind.TIMEOUT);
            s.execute("START TRANSACTION READ ONLY");
            assertThat(kind(dialect, s, "INSERT INTO t VALUES (2)")).isEqualTo(SqlErrorKind.READ_ONLY);
            s.execute("ROLLBACK");
        }
    }
}
