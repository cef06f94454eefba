package org.surgebench.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code --option} values of a generation or a run, in the order given. Once {@link OptionCheck} has checked
 * them it tells this map which keys are declared; from then on a look-up of a key that nobody declared is
 * remembered in {@link #undeclaredReads()}. It answers as any map would (such a key can never be set, since the
 * check refused it): the record is for the test that runs every workload and fails on an option read but not
 * declared, so no option goes missing from {@code surge list}.
 */
public final class OptionValues extends LinkedHashMap<String, String> {
    private static final long serialVersionUID = 1L;
    private static final Set<String> UNDECLARED_READS = ConcurrentHashMap.newKeySet();
    // Never serialized: the map is built and read in one JVM (the keys and values are what is written out).
    private transient volatile Set<String> declared;

    public OptionValues() {}

    public OptionValues(Map<String, String> values) {
        super(values);
        if (values instanceof OptionValues o) {
            declared = o.declared;
        }
    }

    /** Keys read after the check that no workload, database or the engine declares ("workload: key"). */
    public static Set<String> undeclaredReads() {
        return Set.copyOf(UNDECLARED_READS);
    }

    /** Forgets the keys {@link #undeclaredReads()} remembers. */
    public static void clearUndeclaredReads() {
        UNDECLARED_READS.clear();
    }

    void declare(Set<String> keys) {
        declared = Set.copyOf(keys);
    }

    @Override
    public String get(Object key) {
        note(key);
        return super.get(key);
    }

    @Override
    public String getOrDefault(Object key, String defaultValue) {
        note(key);
        return super.getOrDefault(key, defaultValue);
    }

    @Override
    public boolean containsKey(Object key) {
        note(key);
        return super.containsKey(key);
    }

    private void note(Object key) {
        Set<String> d = declared;
        if (d != null && key instanceof String k && !d.contains(k)) {
            UNDECLARED_READS.add(k);
        }
    }
}
