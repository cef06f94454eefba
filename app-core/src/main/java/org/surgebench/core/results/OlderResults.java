package org.surgebench.core.results;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import org.surgebench.core.settings.Setting;
import org.surgebench.core.settings.Settings;

/**
 * Lets every reader of results read those written before the settings records were stored: a configuration
 * without {@code settings} is format 1's flat one, read through {@link RunConfigView}; any other is read as it is,
 * a setting added since it was written taking the engine's default.
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
            if (config.get("settings") instanceof ObjectNode settings) {
                withDefaultsOfNewerSettings(settings);
            }
            try (JsonParser stored = config.traverse(p.getCodec())) {
                stored.nextToken();
                return _delegatee.deserialize(stored, ctxt);
            }
        }
    }

    /**
     * Gives each setting the file does not hold (one added since it was written) the engine's default, so that a
     * new setting needs nothing here and its group's checks see a value (a missing count would read as 0).
     */
    static void withDefaultsOfNewerSettings(ObjectNode settings) {
        for (Setting<?> s : Settings.ALL) {
            String[] path = Settings.pathOf(s).split("\\.");
            if (s.engineDefault() != null && settings.get(path[0]) instanceof ObjectNode group && !group.has(path[1])) {
                group.set(path[1], Json.mapper().valueToTree(s.engineDefault()));
            }
        }
    }
}
