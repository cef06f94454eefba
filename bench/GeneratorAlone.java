// A workload's row generators alone, no database: how many rows per second one thread makes at a scale, into a
// sink that only counts rows and characters. Compared with `surge generate` into a database in the same minutes,
// it says whether the client or the server bounds a load (docs/benchmarks.md, "json and stress: the generator
// alone"). Build first (mvn -B -q package -DskipTests), then:
//   java -cp app-cli/target/surgebench-cli-all.jar bench/GeneratorAlone.java WORKLOAD SCALE REPEATS [text]
// With "text" the rows are also encoded as PostgreSQL's and MariaDB's loaders encode them (TextFormatLoader, COPY's
// text format) into buffers that are dropped but for their CRC-32, which says whether two builds generate the
// same bytes: the client's whole work per row but the socket.
// The first repeat includes the JIT's warm-up; the last is the figure.
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;
import org.surgebench.core.db.TextFormatLoader;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workloads;

public class GeneratorAlone {
    static final class Counting implements RowSink {
        long rows;
        long chars;

        public RowSink value(long v) {
            chars += 8;
            return this;
        }

        public RowSink value(int v) {
            chars += 4;
            return this;
        }

        public RowSink decimal(long unscaled, int scale) {
            chars += 8;
            return this;
        }

        public RowSink value(String v) {
            chars += v == null ? 0 : v.length();
            return this;
        }

        public RowSink value(LocalDate v) {
            chars += 4;
            return this;
        }

        public RowSink value(LocalDateTime v) {
            chars += 8;
            return this;
        }

        public RowSink nullValue() {
            return this;
        }

        public void endRow() {
            rows++;
        }
    }

    /** COPY's text format into 256 KB buffers, as PgCopyLoader fills them, sent nowhere but to a CRC-32. */
    static final class Encoding extends TextFormatLoader {
        final java.util.zip.CRC32 crc = new java.util.zip.CRC32();

        Encoding() {
            super(256 * 1024);
        }

        @Override
        protected void send(byte[] buf, int len, long rows) {
            crc.update(buf, 0, len);
        }

        @Override
        public void finish() throws java.sql.SQLException {
            flush();
        }
    }

    public static void main(String[] args) throws Exception {
        String workload = args[0];
        double scale = Double.parseDouble(args[1]);
        int repeats = Integer.parseInt(args[2]);
        var schema = Workloads.byName(workload).schema(new SchemaOptions("postgresql", scale, 42, Map.of()));
        boolean text = args.length > 3 && args[3].equals("text");
        for (int i = 0; i < repeats; i++) {
            long start = System.nanoTime();
            long rows = 0;
            long size = 0;
            String crc = "";
            if (text) {
                Encoding sink = new Encoding();
                for (TableDef t : schema.tables()) {
                    t.generator().generate(42, 1, t.keys(), sink);
                }
                sink.finish();
                rows = sink.rows();
                size = sink.bytes();
                crc = String.format(", CRC-32 %08x", sink.crc.getValue());
            } else {
                Counting sink = new Counting();
                for (TableDef t : schema.tables()) {
                    t.generator().generate(42, 1, t.keys(), sink);
                }
                rows = sink.rows;
                size = sink.chars;
            }
            double s = (System.nanoTime() - start) / 1e9;
            System.out.printf("%s scale %s%s: %d rows, %d %s%s in %.2f s: %.0f k rows/s (one thread)%n",
                    workload, args[1], text ? " encoded" : "", rows, size, text ? "bytes" : "characters", crc, s,
                    rows / s / 1000);
        }
    }
}
