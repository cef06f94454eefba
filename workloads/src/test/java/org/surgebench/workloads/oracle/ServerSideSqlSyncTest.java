package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each workload's {@code h2/server-side/<table>.sql} is its {@code oracle/server-side/<table>.sql} in H2's terms
 * ({@link OracleSqlOnH2#h2Dialect}) under a header, so the H2 end-to-end tests of server-side generation run the
 * Oracle logic (hashes, lists, item counts, dates) and not a look-alike. On a difference this test writes the
 * expected H2 file under {@code target/expected-h2-server-side/} to copy from.
 */
class ServerSideSqlSyncTest {
    private static final Path RESOURCES = Path.of("src/main/resources/org/surgebench/workloads");

    static String header(String table) {
        return "-- H2 form of ../../oracle/server-side/" + table
                + ".sql: the same SQL with SYSTEM_RANGE for the CONNECT"
                + " BY row\n-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for"
                + " TO_NUMBER and no\n-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected"
                + " text under target/).\n";
    }

    @Test
    void h2FilesAreTheOracleFilesInH2Terms() throws Exception {
        List<String> checked = new ArrayList<>();
        List<String> differing = new ArrayList<>();
        // tpcb's accounts file predates this rule: its H2 file is a plain SYSTEM_RANGE insert of the same rows.
        for (String workload : List.of("soe", "sh")) {
            Path oracle = RESOURCES.resolve(workload).resolve("oracle/server-side");
            if (!Files.isDirectory(oracle)) {
                continue;
            }
            try (Stream<Path> files = Files.list(oracle)) {
                for (Path f : files.sorted().toList()) {
                    String table = f.getFileName().toString().replace(".sql", "");
                    String expected = header(table) + OracleSqlOnH2.h2Dialect(Files.readString(f));
                    Path h2 = RESOURCES
                            .resolve(workload)
                            .resolve("h2/server-side")
                            .resolve(table + ".sql");
                    checked.add(workload + "/" + table);
                    if (!Files.exists(h2) || !Files.readString(h2).equals(expected)) {
                        Path out = Path.of("target/expected-h2-server-side", workload, table + ".sql");
                        Files.createDirectories(out.getParent());
                        Files.writeString(out, expected);
                        differing.add(workload + "/" + table + " (expected: " + out.toAbsolutePath() + ")");
                    }
                }
            }
        }
        assertThat(checked).contains("soe/orders", "soe/order_items", "sh/sales");
        assertThat(differing)
                .as("H2 server-side files that differ from their Oracle files")
                .isEmpty();
    }
}
