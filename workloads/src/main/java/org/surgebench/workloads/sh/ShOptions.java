package org.surgebench.workloads.sh;

import java.util.List;
import org.surgebench.core.spi.OptionSpec;

/** The {@code --option} keys sh reads: SALES partitioning (generate) and how queries are sent and read (run). */
final class ShOptions {
    private ShOptions() {}

    static List<OptionSpec> all() {
        return List.of(
                OptionSpec.flag(
                        "partition",
                        true,
                        "Range-partition SALES by time_id where the database can (Oracle, "
                                + "MariaDB, MySQL); false for one table (generate)."),
                OptionSpec.flag(
                        ShRun.LITERAL_SQL,
                        true,
                        "Send the query values inline, as Swingbench does (run; " + "--literal-sql)."),
                OptionSpec.flag(
                        ShRun.BIND,
                        false,
                        "Bind the query values as variables instead, one cursor per " + "query shape (run; --bind)."),
                OptionSpec.flag(ShRun.ALL_ROWS, false, "Read every row of a result, not only the first (run)."));
    }
}
