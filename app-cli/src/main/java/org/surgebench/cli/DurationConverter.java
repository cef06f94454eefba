package org.surgebench.cli;

import java.time.Duration;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import picocli.CommandLine;

/** Durations like 30s, 5m, 1h, 250ms; a plain number is seconds. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    /** Picocli names the option and shows this message as it is (a SurgeException would show its class name). */
    static Duration parse(String value) {
        try {
            return Durations.parse(value);
        } catch (SurgeException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** Think times as charbench takes them: a plain number is milliseconds. */
    static final class Millis implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return parse(value.strip().matches("\\d+") ? value.strip() + "ms" : value);
        }
    }
}
