package org.surgebench.workloads.sh;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The values one execution of a query filters on, by name: a single value or a run of values. */
final class ShParams {
    private final Map<String, Object> values = new LinkedHashMap<>();

    ShParams put(String name, Object value) {
        values.put(name, value);
        return this;
    }

    /** A run of values (an IN list). */
    List<?> list(String name) {
        return (List<?>) get(name);
    }

    /** A single value; a run of one value is that value. */
    Object one(String name) {
        Object v = get(name);
        if (v instanceof List<?> l) {
            if (l.size() != 1) {
                throw new IllegalArgumentException(name + " holds " + l.size() + " values, not one");
            }
            return l.get(0);
        }
        return v;
    }

    int integer(String name) {
        return ((Number) one(name)).intValue();
    }

    private Object get(String name) {
        if (!values.containsKey(name)) {
            throw new IllegalArgumentException("No value for the query parameter " + name);
        }
        return values.get(name);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
