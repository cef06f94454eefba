package org.surgebench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;

/**
 * A workload file's rows come from (seed, key) only: the same seed gives the same rows whichever chunks the load
 * splits the keys into, another seed other rows; references draw only keys the referenced table has.
 */
class TableRowsTest {
    static final Path TICKETING = Path.of("../examples/workload-files/ticketing.yaml");

    @Test
    void rowsDependOnTheSeedAndTheKeyOnly() throws Exception {
        TableDef booking = table("booking", 1);
        assertThat(booking.rows()).isEqualTo(50_000);
        List<String> whole = rows(booking, 7, 1, 2000);
        List<String> chunked = new ArrayList<>(rows(booking, 7, 1, 999));
        chunked.addAll(rows(booking, 7, 1000, 2000));
        assertThat(chunked).isEqualTo(whole);
        assertThat(rows(booking, 8, 1, 2000)).isNotEqualTo(whole);
        // Every customer and event a booking refers to is one the tables have (1..10,000 and 1..200).
        for (String row : whole) {
            String[] v = row.split("\\|");
            assertThat(Long.parseLong(v[1])).isBetween(1L, 10_000L);
            assertThat(Long.parseLong(v[2])).isBetween(1L, 200L);
            assertThat(Long.parseLong(v[3])).isBetween(1L, 6L);
            assertThat(v[6]).isIn("HELD", "PAID", "CANCELLED");
        }
        assertThat(whole.stream().filter(r -> r.endsWith("|PAID")).count()).isBetween(1300L, 1700L);
    }

    static TableDef table(String name, double scale) {
        FileWorkload w = new FileWorkload(WorkloadFileReader.read(TICKETING));
        Schema s = w.schema(new SchemaOptions("h2", scale, 7, Map.of()));
        return s.tables().stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    static List<String> rows(TableDef t, long seed, long from, long to) throws Exception {
        List<String> out = new ArrayList<>();
        StringBuilder row = new StringBuilder();
        t.generator().generate(seed, from, to, new RowSink() {
            private RowSink add(Object v) {
                row.append(row.isEmpty() ? "" : "|").append(v);
                return this;
            }

            public RowSink value(long v) {
                return add(v);
            }

            public RowSink value(int v) {
                return add(v);
            }

            public RowSink decimal(long unscaled, int scale) {
                return add(BigDecimal.valueOf(unscaled, scale));
            }

            public RowSink value(String v) {
                return add(v);
            }

            public RowSink value(LocalDate v) {
                return add(v);
            }

            public RowSink value(LocalDateTime v) {
                return add(v);
            }

            public RowSink nullValue() {
                return add("NULL");
            }

            public void endRow() {
                out.add(row.toString());
                row.setLength(0);
            }
        });
        return out;
    }
}
