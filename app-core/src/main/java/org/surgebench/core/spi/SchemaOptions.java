package org.surgebench.core.spi;

import java.util.Map;

/**
 * What a workload needs to shape its schema: the dialect's short name ({@code h2}, {@code postgresql},
 * {@code oracle}), the scale, and free-form options such as {@code partition=true} or a tablespace.
 */
public record SchemaOptions(String dialect, double scale, long seed, Map<String, String> options) {

    public SchemaOptions {
        // Checked options stay an OptionValues (read-only here), so reads of undeclared keys are still noted.
        options = options == null
                ? Map.of()
                : options instanceof OptionValues v
                        ? java.util.Collections.unmodifiableMap(new OptionValues(v))
                        : Map.copyOf(options);
    }

    /** The SQL that differs between databases, asked by what it is for; see {@link SqlDialect}. */
    public SqlDialect sql() {
        return SqlDialects.named(dialect);
    }

    public boolean flag(String name) {
        return Boolean.parseBoolean(options.getOrDefault(name, "false"));
    }

    public String option(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }
}
