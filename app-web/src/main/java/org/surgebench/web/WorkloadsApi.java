package org.surgebench.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * {@code GET /api/workloads/{name}}: what the session form offers for a workload, as {@code surge list} shows it:
 * its transactions (short name, name, default weight, enabled by default), its mixes and its variants. An unknown
 * workload is the engine's sentence.
 */
final class WorkloadsApi {
    void routes(RoutesConfig r) {
        r.get("/api/workloads/{name}", this::workload);
    }

    private void workload(Context ctx) {
        Workload w = Surgebench.workload(ctx.pathParam("name"));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", w.name());
        out.put("description", w.description());
        List<Map<String, Object>> transactions = new java.util.ArrayList<>();
        for (TransactionDef t : w.transactions()) {
            Map<String, Object> tx = new LinkedHashMap<>();
            tx.put("short", t.shortName());
            tx.put("name", t.name());
            tx.put("weight", t.defaultWeight());
            tx.put("enabled", t.enabledByDefault());
            transactions.add(tx);
        }
        out.put("transactions", transactions);
        out.put("mixes", w.mixes().stream().map(Mix::name).toList());
        out.put("variants", w.variants().stream().map(v -> v.name()).toList());
        RunsApi.json(ctx, out);
    }
}
