package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StatementKindTest {
    @Test
    void classifiesByFirstKeyword() {
        assertThat(StatementKind.of("select 1")).isEqualTo(StatementKind.SELECT);
        assertThat(StatementKind.of("  WITH x AS (SELECT 1) SELECT * FROM x")).isEqualTo(StatementKind.SELECT);
        assertThat(StatementKind.of("(SELECT 1) UNION (SELECT 2)")).isEqualTo(StatementKind.SELECT);
        assertThat(StatementKind.of("INSERT INTO t VALUES (1)")).isEqualTo(StatementKind.INSERT);
        assertThat(StatementKind.of("\nupdate t set a = 1")).isEqualTo(StatementKind.UPDATE);
        assertThat(StatementKind.of("DELETE FROM t")).isEqualTo(StatementKind.DELETE);
        assertThat(StatementKind.of("CALL p()")).isEqualTo(StatementKind.OTHER);
    }

    @Test
    void rngIsDeterministicAndReseedable() {
        Rng a = new Rng(0).reseed(7, 1, 99);
        Rng b = new Rng(123);
        long first = a.nextLong();
        b.reseed(7, 1, 99);
        assertThat(b.nextLong()).isEqualTo(first);
        for (int i = 0; i < 10_000; i++) {
            assertThat(a.between(3, 9)).isBetween(3, 9);
            assertThat(a.normal(1, 1000)).isBetween(1L, 1000L);
        }
    }
}
