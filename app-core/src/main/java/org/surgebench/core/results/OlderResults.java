package org.surgebench.core.results;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import java.io.IOException;

/**
 * Lets every reader of results read those written before the settings records were stored: a configuration
 * without {@code settings} is format 1's flat one, read through {@link RunConfigView}; any other is read as it is.
 */
final class OlderResults extends BeanDeserializerModifier {
    private static final long serialVersionUID = 1L;

    @Override
    public JsonDeserializer<?> modifyDeserializer(
            DeserializationConfig config, BeanDescription description, JsonDeserializer<?> deserializer) {
        return description.getBeanClass() == RunConfig.class ? new EitherFormat(deserializer) : deserializer;
    }

    /** The configuration in either layout. */
    private static final class EitherFormat extends DelegatingDeserializer {
        private static final long serialVersionUID = 1L;

        EitherFormat(JsonDeserializer<?> current) {
            super(current);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new EitherFormat(newDelegatee);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode config = ctxt.readTree(p);
            if (config.isObject() && !config.has("settings")) {
                return ctxt.readTreeAsValue(config, RunConfigView.class).toConfig();
            }
            try (JsonParser stored = config.traverse(p.getCodec())) {
                stored.nextToken();
                return _delegatee.deserialize(stored, ctxt);
            }
        }
    }
}
