package org.surgebench.workloads.file;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.OptionCheck;

/**
 * Reads a {@link ValueSpec}: the one key that names its kind picks the record, and every other key must be one
 * that kind takes; a map without a kind, with two, or with a key its kind does not take is one sentence naming
 * the nearest right key.
 */
final class ValueSpecReader extends StdDeserializer<ValueSpec> {
    private static final long serialVersionUID = 1L;

    /** Each kind by the key that names it: its record's first component. */
    static final Map<String, Class<? extends ValueSpec>> KINDS = kinds();

    ValueSpecReader() {
        super(ValueSpec.class);
    }

    private static Map<String, Class<? extends ValueSpec>> kinds() {
        Map<String, Class<? extends ValueSpec>> out = new LinkedHashMap<>();
        for (Class<?> c : ValueSpec.class.getPermittedSubclasses()) {
            @SuppressWarnings("unchecked")
            Class<? extends ValueSpec> kind = (Class<? extends ValueSpec>) c;
            out.put(keys(kind).get(0), kind);
        }
        return out;
    }

    /** The keys a kind takes, as written in a file (kebab-case), its kind's key first. */
    static List<String> keys(Class<?> kind) {
        return Arrays.stream(kind.getRecordComponents())
                .map(RecordComponent::getName)
                .map(PropertyNamingStrategies.KebabCaseStrategy.INSTANCE::translate)
                .toList();
    }

    @Override
    public ValueSpec deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonNode node = ctxt.readTree(p);
        if (!node.isObject()) {
            throw new JsonMappingException(
                    p,
                    "a value's source is a map with one of the keys " + kindList() + ", e.g. " + "{uniform: 1..100}");
        }
        List<String> named = new ArrayList<>();
        node.fieldNames().forEachRemaining(k -> {
            if (KINDS.containsKey(k)) {
                named.add(k);
            }
        });
        if (named.isEmpty()) {
            throw new JsonMappingException(p, noKind(node));
        }
        if (named.size() > 1) {
            throw new JsonMappingException(
                    p, "two sources in one (" + String.join(" and ", named) + "): keep one per value");
        }
        Class<? extends ValueSpec> kind = KINDS.get(named.get(0));
        List<String> takes = keys(kind);
        for (String key : (Iterable<String>) node::fieldNames) {
            if (!takes.contains(key)) {
                String nearest = OptionCheck.nearest(key, takes);
                throw new JsonMappingException(
                        p,
                        "'" + key + "' does not go with '" + named.get(0) + "'"
                                + (nearest == null ? "" : " (did you mean '" + nearest + "'?)") + "; it takes "
                                + String.join(", ", takes));
            }
        }
        return ctxt.readTreeAsValue(node, kind);
    }

    private static String noKind(JsonNode node) {
        for (String key : (Iterable<String>) node::fieldNames) {
            String nearest = OptionCheck.nearest(key, KINDS.keySet());
            if (nearest != null) {
                return "'" + key + "' is not a source of values (did you mean '" + nearest + "'?)";
            }
        }
        return "no source of values: give one of " + kindList();
    }

    /** The kinds a table column takes: all but those read from the database when a run starts. */
    static String columnKinds() {
        return String.join(
                ", ",
                KINDS.entrySet().stream()
                        .filter(e -> e.getValue() != ValueSpec.Sample.class
                                && e.getValue() != ValueSpec.KeyRange.class
                                && e.getValue() != ValueSpec.Unique.class)
                        .map(Map.Entry::getKey)
                        .toList());
    }

    static String kindList() {
        return String.join(", ", KINDS.keySet());
    }
}
