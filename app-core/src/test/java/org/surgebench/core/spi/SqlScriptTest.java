package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SqlScriptTest {
    @Test
    void splitsStatementsAndBlocksAndDropsComments() {
        String text = """
                -- a comment
                CREATE TABLE a (id INT);
                CREATE INDEX a_i
                  ON a (id);

                BEGIN
                  EXECUTE IMMEDIATE 'x';
                END;
                /
                DROP TABLE a
                """;
        assertThat(SqlScript.parse(text))
                .containsExactly(
                        "CREATE TABLE a (id INT)",
                        "CREATE INDEX a_i\n  ON a (id)",
                        "BEGIN\n  EXECUTE IMMEDIATE 'x';\nEND;",
                        "DROP TABLE a");
    }
}
