package org.surgebench.core.sweep;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.surgebench.core.common.SettingException;

/**
 * A service level a sweep's steps must hold ({@code --slo p95<20ms}): a response time of the catalogue (avg, p95,
 * p99: {@link SweepFigures}) below a limit. The knee of a sweep with one is the highest step (rate or users) that held it.
 *
 * @param text    as written ({@code p95<20ms})
 * @param figure  the response time it bounds
 * @param limitMs the limit in milliseconds, not reached by a step that holds it
 */
public record Slo(String text, SweepFigure figure, double limitMs) {
    private static final Pattern FORM =
            Pattern.compile("(avg|p95|p99)\\s*<\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s)", Pattern.CASE_INSENSITIVE);

    /** {@code p95<20ms}, {@code p99<1.5s}, {@code avg<5ms}; a malformed one is one sentence naming {@code --slo}. */
    public static Slo parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new SettingException("{slo} takes a response time below a limit, e.g. p95<20ms, p99<1.5s or "
                    + "avg<5ms (got '" + text + "').");
        }
        SweepFigure f = switch (m.group(1).toLowerCase(Locale.ROOT)) {
            case "avg" -> SweepFigures.AVG_MS;
            case "p95" -> SweepFigures.P95_MS;
            default -> SweepFigures.P99_MS;
        };
        double limit = Double.parseDouble(m.group(2)) * ("s".equalsIgnoreCase(m.group(3)) ? 1000 : 1);
        if (limit <= 0) {
            throw new SettingException("{slo} needs a limit above 0 (got '" + text + "').");
        }
        return new Slo(m.group(1).toLowerCase(Locale.ROOT) + "<" + m.group(2) + m.group(3), f, limit);
    }

    /** Whether a step held it: it ran as asked (all its users, no failure) and stayed below the limit. */
    public boolean heldBy(SweepStep s) {
        Double v = figure.value().apply(s);
        return !s.shortOfUsers() && s.failure() == null && v != null && v < limitMs;
    }

    /** How the knee rule of a sweep with a service level begins. */
    public static final String RULE_START = "knee = the highest ";

    /** The knee rule a sweep with this service level states. */
    public String rule(String axis) {
        return RULE_START + axis + " whose steps' " + figure.label() + " held " + text;
    }

    @Override
    public String toString() {
        return text;
    }
}
