package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.TestDatabases;

/**
 * What a drop of a workload removes of the stored code generate installed: its PL/SQL packages that exist in the
 * schema, found in USER_OBJECTS (here a table of that name on H2 in Oracle mode; no Oracle server here).
 */
class OracleStoredCodeH2Test {

    @Test
    void dropsTheWorkloadsPackagesThatExistOnly() throws Exception {
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("userobj") + ";MODE=Oracle", "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE user_objects (object_name VARCHAR(128), object_type VARCHAR(23), "
                    + "status VARCHAR(7))");
            s.execute("INSERT INTO user_objects VALUES ('TPCC', 'PACKAGE', 'VALID'), "
                    + "('TPCC', 'PACKAGE BODY', 'VALID'), ('OTHER', 'PACKAGE', 'VALID'), ('WAREHOUSE', 'TABLE', "
                    + "'VALID')");
            List<String> code = List.of(
                    "CREATE OR REPLACE PACKAGE tpcc AS\n    FUNCTION version RETURN VARCHAR2;\nEND tpcc;",
                    "CREATE OR REPLACE PACKAGE BODY tpcc AS\nEND tpcc;",
                    "CREATE OR REPLACE PACKAGE orderentry AS\nEND orderentry;",
                    "DECLARE\n    v_errors VARCHAR2(4000);\nBEGIN\n    NULL;\nEND;");
            assertThat(new OracleDialect().dropCodeStatements(c, code)).containsExactly("DROP PACKAGE TPCC");
        }
    }
}
