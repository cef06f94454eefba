package org.surgebench.core.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The event-loop statements' $n parameters as MySQL's ?, where that binds the same values. */
class QuestionMarkSqlTest {

    @Test
    void numberedParametersInOrderBecomeQuestionMarks() {
        assertThat(QuestionMarkSql.of("UPDATE t SET a = a + $1 WHERE id = $2"))
                .isEqualTo("UPDATE t SET a = a + ? WHERE id = ?");
        assertThat(QuestionMarkSql.of("INSERT INTO h VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"))
                .isEqualTo("INSERT INTO h VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        assertThat(QuestionMarkSql.of("SELECT 1")).isEqualTo("SELECT 1");
    }

    @Test
    void quotedTextAndNamesAreLeftAsTheyAre() {
        assertThat(QuestionMarkSql.of("SELECT '$1', 'it''s $2', \"$3\", `c$4`, a$5 FROM t WHERE x = $1"))
                .isEqualTo("SELECT '$1', 'it''s $2', \"$3\", `c$4`, a$5 FROM t WHERE x = ?");
        assertThat(QuestionMarkSql.of("SELECT 'a\\'$1' FROM t WHERE x = $1"))
                .isEqualTo("SELECT 'a\\'$1' FROM t WHERE x = ?");
    }

    @Test
    void aReusedOrReorderedParameterIsRefused() {
        assertThatThrownBy(() -> QuestionMarkSql.of("SELECT $1 WHERE a = $1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("binds $1 where $2 comes next");
        assertThatThrownBy(() -> QuestionMarkSql.of("SELECT $2, $1"))
                .hasMessageContaining("each $n must appear once and in order");
    }
}
