package org.surgebench.core.spi;

import java.util.List;

/**
 * The {@code --option} keys the engine itself reads, whatever the workload and the database: storage choices the
 * schema scripts apply ({@link DdlScripts}; refused where no script of the database uses them), server-side
 * generation, which tables load whole and frozen, where the database's disks are watched, and the former {@code query-timeout}.
 */
public final class EngineOptions {
    /** A plain identifier (it ends up inside DDL): the form DdlScripts checks. */
    static final String IDENTIFIER = "[A-Za-z][A-Za-z0-9_$#]{0,127}";

    private EngineOptions() {}

    public static List<OptionSpec> all() {
        return List.of(
                OptionSpec.flag(
                        "partition",
                        false,
                        "Partition the large tables where the database's scripts can " + "(--partition)."),
                OptionSpec.flag("compress", false, "Compress the tables where the database can (--compress)."),
                OptionSpec.text(
                        "tablespace",
                        null,
                        IDENTIFIER,
                        "a tablespace name",
                        "Create the tables and " + "indexes in this tablespace (--tablespace; Oracle and PostgreSQL)."),
                OptionSpec.flag(
                        "server-side",
                        false,
                        "Generate rows with set-based SQL inside the database where "
                                + "the workload has it (generate)."),
                OptionSpec.whole(
                        "server-side-chunk",
                        null,
                        1,
                        Long.MAX_VALUE,
                        "Keys per server-side chunk, one "
                                + "INSERT ... SELECT and commit each (default: the database's)."),
                OptionSpec.whole(
                        "frozen-load-rows",
                        null,
                        0,
                        Long.MAX_VALUE,
                        "Tables of up to this many rows load whole, in one stream that writes them frozen "
                                + "(PostgreSQL's COPY FREEZE; default 10000000, 0 for never); larger ones in "
                                + "parallel chunks, and by default tables of rows of 400 bytes to 2 KB too "
                                + "(generate)."),
                OptionSpec.flag(
                        "db-host-stats",
                        false,
                        "Sample /proc/diskstats here as the database's disks even "
                                + "when the URL does not name this host (run; --db-host-stats)."),
                OptionSpec.text(
                        "query-timeout",
                        null,
                        "[0-9]{1,18}s?",
                        "whole seconds, 0 for none",
                        "Former spelling of --query-timeout (run), still read."));
    }
}
