package org.surgebench.core.generate;

import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.SchemaObject;

/**
 * What {@code drop} did.
 *
 * @param workload   the workload
 * @param registered whether the registry had a schema of it
 * @param dropped    the tables, views and sequences dropped
 * @param kept       objects with the workload's names that another workload owns, kept, with that workload
 */
public record DropReport(
        String workload, boolean registered, List<SchemaObject> dropped, Map<SchemaObject, String> kept) {
    public DropReport {
        dropped = List.copyOf(dropped);
        kept = Map.copyOf(kept);
    }
}
