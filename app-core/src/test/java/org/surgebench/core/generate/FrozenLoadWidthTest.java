package org.surgebench.core.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.TableDef;

/**
 * The width rule of {@link FrozenLoad}: which tables the default loads in parallel chunks. What the server then sees
 * (one writing transaction per chunk, none frozen) is asserted against PostgreSQL by WideRowsChunkLoadPostgresTest.
 */
class FrozenLoadWidthTest {
    private static TableDef table(long rows, int rowBytes) {
        return new TableDef("t", List.of("id"), rows, rows, rowBytes, (seed, from, to, sink) -> {});
    }

    @Test
    void rowsOfFourHundredBytesToTwoKilobytesLoadInChunks() {
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 500))).as("json").isTrue();
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 560))).as("stress").isTrue();
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 400))).isTrue();
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 2047))).isTrue();
    }

    @Test
    void narrowRowsPageWideRowsAndSingleChunkTablesLoadWhole() {
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 100)))
                .as("tpcb accounts")
                .isFalse();
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 399))).isFalse();
        assertThat(FrozenLoad.chunksPay(table(131_072, 8192))).as("io blocks").isFalse();
        assertThat(FrozenLoad.chunksPay(table(1_000_000, 2048))).isFalse();
        assertThat(FrozenLoad.chunksPay(table(ChunkPlan.CHUNK_KEYS, 655)))
                .as("tpcc customers at scale 1")
                .isFalse();
        assertThat(FrozenLoad.chunksPay(table(ChunkPlan.CHUNK_KEYS + 1, 655))).isTrue();
    }
}
