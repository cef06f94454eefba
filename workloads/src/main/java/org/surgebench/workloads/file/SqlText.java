package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * SQL as a workload file gives it: one text for every database ({@code sql: SELECT ...}), or a common text with
 * texts of their own for some databases, as the built-in workloads keep a common script and per-database ones:
 * <pre>
 * sql:
 *   common: SELECT ... FETCH FIRST 1 ROWS ONLY
 *   oracle: SELECT ... FETCH FIRST 1 ROWS ONLY
 * </pre>
 *
 * @param common     the text for databases without one of their own; may be null when each has its own
 * @param byDatabase texts by database short name (postgresql, mariadb, h2, oracle, mysql)
 */
@JsonDeserialize(using = SqlText.Reader.class)
public record SqlText(String common, Map<String, String> byDatabase) {
    static final String COMMON = "common";

    public SqlText {
        byDatabase =
                byDatabase == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byDatabase));
    }

    /** One text for every database. */
    public static SqlText of(String sql) {
        return new SqlText(sql, Map.of());
    }

    /** The text for a database of this short name; null when there is none for it. */
    public String forDatabase(String database) {
        return byDatabase.getOrDefault(database, common);
    }

    /** As written: the text alone, or {@code common} and the databases' texts. */
    @JsonValue
    Object json() {
        if (byDatabase.isEmpty()) {
            return common;
        }
        Map<String, String> out = new LinkedHashMap<>();
        if (common != null) {
            out.put(COMMON, common);
        }
        out.putAll(byDatabase);
        return out;
    }

    /** Reads either form. */
    static final class Reader extends StdDeserializer<SqlText> {
        private static final long serialVersionUID = 1L;

        Reader() {
            super(SqlText.class);
        }

        @Override
        public SqlText deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = ctxt.readTree(p);
            if (node.isTextual()) {
                return of(node.asText());
            }
            if (!node.isObject()) {
                throw new JsonMappingException(p, "SQL is a text, or a map of 'common' and database names to texts");
            }
            String common = null;
            Map<String, String> byDatabase = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (!e.getValue().isTextual()) {
                    throw new JsonMappingException(p, "the SQL for '" + e.getKey() + "' is not a text");
                }
                if (e.getKey().equals(COMMON)) {
                    common = e.getValue().asText();
                } else {
                    byDatabase.put(e.getKey(), e.getValue().asText());
                }
            }
            return new SqlText(common, byDatabase);
        }
    }
}
