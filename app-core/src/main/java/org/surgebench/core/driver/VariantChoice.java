package org.surgebench.core.driver;

import java.util.Locale;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.Workload;

/**
 * Which {@link Variant} of a workload a run takes: the one asked for, checked against the workload's variants
 * and the database, or the workload's default for the database.
 */
public final class VariantChoice {
    private VariantChoice() {}

    /**
     * The variant's name, or null for a workload without variants; a {@link SurgeException} (usage) in one
     * sentence for an unknown variant or one the database cannot run.
     */
    public static String resolve(Workload workload, String requested, String dialect) {
        if (workload.variants().isEmpty()) {
            if (requested != null && !requested.isBlank()) {
                throw new SettingException("The " + workload.name() + " workload has only one way to run: drop "
                        + "{variant} " + requested + ".");
            }
            return null;
        }
        String name = requested == null || requested.isBlank()
                ? workload.defaultVariant(dialect)
                : requested.strip().toLowerCase(Locale.ROOT);
        if (workload.variants().stream().noneMatch(v -> v.name().equals(name))) {
            throw SurgeException.usage("Unknown variant '" + requested + "' for " + workload.name() + "; available: "
                    + String.join(
                            ", ",
                            workload.variants().stream().map(Variant::name).toList()) + ".");
        }
        String why = workload.unsupportedVariant(name, dialect);
        if (why != null) {
            throw SurgeException.usage(why);
        }
        return name;
    }
}
