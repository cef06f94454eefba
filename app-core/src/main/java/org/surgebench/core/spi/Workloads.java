package org.surgebench.core.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.surgebench.core.common.SurgeException;

/** The workloads on the class path, found with {@link ServiceLoader}. */
public final class Workloads {
    private Workloads() {}

    public static List<Workload> all() {
        List<Workload> out = new ArrayList<>();
        ServiceLoader.load(Workload.class, Workloads.class.getClassLoader()).forEach(out::add);
        out.sort(Comparator.comparing(Workload::name));
        return out;
    }

    public static Workload byName(String name) {
        return find(name)
                .orElseThrow(() -> SurgeException.usage("Unknown workload '" + name + "'; available: "
                        + String.join(", ", all().stream().map(Workload::name).toList()) + " (see `surge list`)."));
    }

    /** The workload of that name (any case), if there is one. */
    public static Optional<Workload> find(String name) {
        for (Workload w : all()) {
            if (w.name().equalsIgnoreCase(name)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }
}
