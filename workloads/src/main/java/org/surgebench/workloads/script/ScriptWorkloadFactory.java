package org.surgebench.workloads.script;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.WorkloadFactory;

/**
 * Makes the script workload from a command line's words, for the front doors (through
 * {@code Surgebench.scriptWorkload}): each source as {@link ScriptSource#of}, each setting a {@code NAME=VALUE}
 * define (a later one wins, as pgbench's {@code -D}).
 */
public final class ScriptWorkloadFactory implements WorkloadFactory {

    @Override
    public String kind() {
        return ScriptWorkload.NAME;
    }

    @Override
    public Workload create(List<String> sources, List<String> settings) {
        Map<String, String> defines = new LinkedHashMap<>();
        for (String s : settings) {
            Map.Entry<String, String> d = ScriptWorkload.define(s);
            defines.put(d.getKey(), d.getValue());
        }
        return ScriptWorkload.of(sources.stream().map(ScriptSource::of).toList(), defines);
    }
}
