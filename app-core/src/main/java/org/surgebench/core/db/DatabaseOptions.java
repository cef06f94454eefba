package org.surgebench.core.db;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.OptionCheck;
import org.surgebench.core.spi.OptionSpec;
import org.surgebench.core.spi.Workload;

/** The options a workload takes on the database of a URL, and their check ({@link OptionCheck}). */
public final class DatabaseOptions {
    private DatabaseOptions() {}

    /**
     * Refuses in one sentence an option of {@code options} that the workload, the URL's database and the engine
     * do not declare, or whose value does not fit; returns the options as the engine reads them.
     */
    public static Map<String, String> check(Workload workload, String url, Map<String, String> options) {
        Dialect dialect = Dialects.forUrl(url);
        return OptionCheck.check(
                workload, dialect.name(), OptionCheck.known(workload, dialect.options()), byDatabase(), options);
    }

    /** Each database's own options, by its short name. */
    public static Map<String, List<OptionSpec>> byDatabase() {
        Map<String, List<OptionSpec>> out = new LinkedHashMap<>();
        for (Dialect d : Dialects.all()) {
            out.put(d.name(), d.options());
        }
        return out;
    }
}
