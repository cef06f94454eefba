package org.surgebench.core.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.file.Path;

/**
 * The one JSON mapper configuration for results documents. A path is written as given ({@code results}, not
 * Jackson's {@code file:///...} URI); results of every format read ({@link OlderResults}).
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .registerModule(new SimpleModule("surgebench-results")
                    .addSerializer(Path.class, ToStringSerializer.instance)
                    .setDeserializerModifier(new OlderResults()))
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {}

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
