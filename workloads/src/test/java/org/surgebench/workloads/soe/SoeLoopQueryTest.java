package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.SqlDialects;

/** The server call as the event-loop users send it: numbered parameters, the text made once per routine. */
class SoeLoopQueryTest {
    @Test
    void aRoutinesCallIsNumberedAndMadeOnce() {
        SoeSql sql = new SoeSql(SqlDialects.named("postgresql"));

        String first = sql.serverLoopQuery("neworder", 3);

        assertThat(first).isEqualTo("SELECT orderentry_neworder($1, $2, $3)");
        assertThat(sql.serverLoopQuery("neworder", 3)).isSameAs(first);
        assertThat(sql.serverLoopQuery("processorders", 3)).isEqualTo("SELECT orderentry_processorders($1, $2, $3)");
    }
}
