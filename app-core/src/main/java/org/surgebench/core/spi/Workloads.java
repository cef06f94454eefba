package org.surgebench.core.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.surgebench.core.common.SurgeException;

/**
 * The workloads on the class path and the {@link WorkloadPath}, found with {@link ServiceLoader}, and those made
 * from references such as a workload file by a {@link WorkloadSource}.
 */
public final class Workloads {
    private Workloads() {}

    public static List<Workload> all() {
        List<Workload> out = new ArrayList<>();
        ServiceLoader.load(Workload.class, WorkloadPath.loader()).forEach(out::add);
        out.sort(Comparator.comparing(Workload::name));
        return out;
    }

    public static Workload byName(String name) {
        return find(name)
                .orElseThrow(() -> SurgeException.usage("Unknown workload '" + name + "'; available: "
                        + String.join(", ", all().stream().map(Workload::name).toList()) + " (see `surge list`)."));
    }

    /**
     * The workload of that name (any case), if there is one; else the workload a {@link WorkloadSource} makes of
     * the reference (a file, say), whose mistakes are a {@link SurgeException} naming them.
     */
    public static Optional<Workload> find(String name) {
        for (Workload w : all()) {
            if (w.name().equalsIgnoreCase(name)) {
                return Optional.of(w);
            }
        }
        for (WorkloadSource source : ServiceLoader.load(WorkloadSource.class, WorkloadPath.loader())) {
            if (source.accepts(name)) {
                return Optional.of(source.load(name));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code name} is a workload on the class path (not a reference a source reads). */
    public static boolean builtIn(String name) {
        return all().stream().anyMatch(w -> w.name().equalsIgnoreCase(name));
    }
}
