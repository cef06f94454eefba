// A workload's row generators alone, no database: how many rows per second one thread makes at a scale, into a
// sink that only counts rows and characters. Compared with `surge generate` into a database in the same minutes,
// it says whether the client or the server bounds a load (docs/benchmarks.md, "json and stress: the generator
// alone"). Build first (mvn -B -q package -DskipTests), then:
//   java -cp app-cli/target/surgebench-cli-all.jar bench/GeneratorAlone.java WORKLOAD SCALE REPEATS
// The first repeat includes the JIT's warm-up; the last is the figure.
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;
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

    public static void main(String[] args) throws Exception {
        String workload = args[0];
        double scale = Double.parseDouble(args[1]);
        int repeats = Integer.parseInt(args[2]);
        var schema = Workloads.byName(workload).schema(new SchemaOptions("postgresql", scale, 42, Map.of()));
        for (int i = 0; i < repeats; i++) {
            Counting sink = new Counting();
            long start = System.nanoTime();
            for (TableDef t : schema.tables()) {
                t.generator().generate(42, 1, t.keys(), sink);
            }
            double s = (System.nanoTime() - start) / 1e9;
            System.out.printf("%s scale %s: %d rows, %d characters in %.2f s: %.0f k rows/s (one thread)%n",
                    workload, args[1], sink.rows, sink.chars, s, sink.rows / s / 1000);
        }
    }
}
