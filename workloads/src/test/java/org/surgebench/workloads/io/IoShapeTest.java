package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.BitSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.SchemaOptions;

class IoShapeTest {

    @Test
    void sizesAreBytesWithASuffixAndBlocksWithout() {
        assertThat(IoShape.blocks("size", "10G")).isEqualTo(10 * 131_072L);
        assertThat(IoShape.blocks("size", "200m")).isEqualTo(25_600);
        assertThat(IoShape.blocks("size", "12K")).isEqualTo(2); // rounded up to whole blocks
        assertThat(IoShape.blocks("size", "5000")).isEqualTo(5000);
        assertThatThrownBy(() -> IoShape.blocks("size", "ten"))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("size=ten is not a size");
        assertThatThrownBy(() -> IoShape.blocks("size", "-1G")).isInstanceOf(SurgeException.class);
    }

    @Test
    void scaleIsGigabytesPerSchemaUnlessSizeSaysOtherwise() {
        IoShape byScale = IoShape.of(new SchemaOptions("postgresql", 0.5, 1, Map.of("schemas", "4")));
        assertThat(byScale).isEqualTo(new IoShape(4, 65_536, 0));
        assertThat(byScale.dataBytes()).isEqualTo(2L << 30);
        IoShape bySize =
                IoShape.of(new SchemaOptions("postgresql", 1, 1, Map.of("size", "80M", "scan-table-size", "16M")));
        assertThat(bySize).isEqualTo(new IoShape(1, 10_240, 2_048));
        assertThatThrownBy(() -> IoShape.of(new SchemaOptions("h2", 1, 1, Map.of("schemas", "0"))))
                .hasMessageContaining("schemas=0 must be from 1 to 1024");
    }

    @Test
    void generateSaysTheSizeItBuildsAndRefusesTwoSizes() {
        assertThat(new IoWorkload().sizeLabel(1, Map.of("size", "1G")))
                .isEqualTo("size 1 GB per schema (131,072 blocks of 8 KB), 1 schema");
        assertThat(new IoWorkload().sizeLabel(0.5, Map.of("schemas", "4", "scan-table-size", "100M")))
                .isEqualTo("size 512 MB per schema (65,536 blocks of 8 KB), 4 schemas, 4 scan tables of 100 MB");
        assertThat(new IoWorkload().sizeLabel(1, Map.of("size", "5000", "scan-table-size", "1")))
                .isEqualTo("size 39.1 MB per schema (5,000 blocks of 8 KB), 1 schema, a scan table of 8 KB");
        assertThatThrownBy(() -> new IoWorkload().sizeLabel(5, Map.of("size", "1G")))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--scale 5 and --option size=1G both say the data size per schema: give one of them.");
        assertThatThrownBy(() -> new IoWorkload().sizeLabel(1, Map.of("size", "0")))
                .hasMessage("--option size=0 is less than one 8192-byte block.");
        assertThatThrownBy(() -> new IoWorkload().sizeLabel(1, Map.of("scan-table-size", "0K")))
                .hasMessageContaining("scan-table-size=0K is less than one 8192-byte block");
    }

    @Test
    void everyMixListsItsTransactionsInOneOrder() {
        // surge list and the results print a mix's weights in their map's order: the same from run to run.
        for (var mix : new IoWorkload().mixes()) {
            assertThat(mix.weights().keySet()).as(mix.name()).containsExactly("READ", "UPDATE", "SCAN");
        }
    }

    @Test
    void keysArePermutationsThatScatterNeighbours() {
        for (long rows : new long[] {1, 2, 7, 64, 100, 128, 1000, 4096, 10_007}) {
            long stride = IoShape.stride(rows);
            BitSet seen = new BitSet();
            for (long k = 1; k <= rows; k++) {
                long key = IoShape.keyAt(k, rows, stride);
                assertThat(key).isBetween(1L, rows);
                seen.set((int) key);
            }
            assertThat(seen.cardinality()).as("rows %d", rows).isEqualTo((int) rows);
        }
        // Keys 1..64 of a 10,000-row table sit in blocks far apart: a range read is random single-block reads.
        long rows = 10_000;
        long stride = IoShape.stride(rows);
        long[] positionOfKey = new long[(int) rows + 1];
        for (long k = 1; k <= rows; k++) {
            positionOfKey[(int) IoShape.keyAt(k, rows, stride)] = k;
        }
        for (int key = 2; key <= 64; key++) {
            assertThat(Math.abs(positionOfKey[key] - positionOfKey[key - 1])).isGreaterThan(100);
        }
    }

    @Test
    void knobsGiveSlobsMixAndRefuseNonsense() {
        assertThat(IoKnobs.of(Map.of()).weights()).isEqualTo(Map.of("READ", 7500, "UPDATE", 2500, "SCAN", 0));
        assertThat(IoKnobs.of(Map.of("update-pct", "20")).weights())
                .isEqualTo(Map.of("READ", 8000, "UPDATE", 2000, "SCAN", 0));
        assertThat(IoKnobs.of(Map.of("update-pct", "0", "scan-pct", "100")).weights())
                .isEqualTo(Map.of("READ", 0, "UPDATE", 0, "SCAN", 10_000));
        IoKnobs k = IoKnobs.of(Map.of(
                "work-unit",
                "8",
                "redo-stress",
                "HEAVY",
                "hotspot-size",
                "1M",
                "think-tm-min",
                "0.1",
                "think-tm-max",
                "0.2",
                "work-loop",
                "10"));
        assertThat(k.workUnit()).isEqualTo(8);
        assertThat(k.heavyRedo()).isTrue();
        assertThat(k.hotspotRows()).isEqualTo(128);
        assertThat(k.hotspotFrequency()).isEqualTo(3);
        assertThat(k.thinkFrequency()).isEqualTo(1);
        assertThat(k.workLoop()).isEqualTo(10);
        assertThatThrownBy(() -> IoKnobs.of(Map.of("update-pct", "101"))).hasMessageContaining("from 0 to 100");
        assertThatThrownBy(() -> IoKnobs.of(Map.of("work-unit", "0"))).hasMessageContaining("from 1 to 1024");
        assertThatThrownBy(() -> IoKnobs.of(Map.of("redo-stress", "medium"))).hasMessageContaining("lite");
        assertThatThrownBy(() -> IoKnobs.of(Map.of("hotspot-offset", "1M"))).hasMessageContaining("hotspot-size");
        assertThatThrownBy(() -> IoKnobs.of(Map.of("think-tm-min", "2", "think-tm-max", "1")))
                .hasMessageContaining("below");
    }
}
