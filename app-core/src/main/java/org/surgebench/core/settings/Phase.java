package org.surgebench.core.settings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;

/**
 * One phase of a run's schedule: for its duration, the settings it names (users, rate, mix, think times) lie over
 * the run's own ({@link #layer}); what it does not name is the run's. Written {@code 2m:users=16,rate=800}: the
 * duration first, then the settings, each named as its flag.
 *
 * @param duration how long the phase lasts (the measured window is the phases one after another)
 * @param users    the users of the whole run in this phase, or null: the run's
 * @param rate     the open model's transactions per second in this phase (0: the closed model), or null: the run's
 * @param mix      the mix this phase runs, or null: the run's
 * @param thinkMin shortest think time between transactions in this phase, or null: the run's
 * @param thinkMax longest think time between transactions in this phase, or null: the run's
 */
public record Phase(Duration duration, Integer users, Double rate, String mix, Duration thinkMin, Duration thinkMax) {
    /** The settings a phase may name, as their flags are named. */
    public static final List<Setting<?>> NAMED = List.of(Load.USERS, Load.RATE, MixChoice.MIX, Think.MIN, Think.MAX);

    public Phase {
        if (duration == null || !Checks.positive(duration)) {
            throw new SettingException("Each {phase} needs a positive duration first, e.g. 2m:users=16.");
        }
        Checks.notTooLong(Load.RUN_TIME, duration);
    }

    /**
     * A phase as written on the command line or in a file: {@code DURATION[:KEY=VALUE[,KEY=VALUE...]]}, the keys
     * {@code users}, {@code rate}, {@code mix}, {@code think-min}, {@code think-max}.
     */
    public static Phase parse(String text) {
        String t = text == null ? "" : text.strip();
        int colon = t.indexOf(':');
        String head = colon < 0 ? t : t.substring(0, colon);
        if (head.isEmpty() || head.contains("=")) {
            throw new SettingException("Each {phase} needs a duration first, e.g. 2m:users=16 (got '" + t + "').");
        }
        Duration d;
        try {
            d = Durations.parse(head);
        } catch (SurgeException e) {
            throw new SettingException("{phase} '" + t + "' does not start with a duration: " + e.getMessage());
        }
        Integer users = null;
        Double rate = null;
        String mix = null;
        Duration min = null;
        Duration max = null;
        for (String part : colon < 0 ? new String[0] : t.substring(colon + 1).split(",")) {
            int eq = part.indexOf('=');
            String key = eq < 0 ? part.strip() : part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = eq < 0 ? "" : part.substring(eq + 1).strip();
            if (value.isEmpty()) {
                throw new SettingException("{phase} '" + t + "': give " + key + " a value, e.g. users=16.");
            }
            try {
                switch (key) {
                    case "users" -> users = Integer.parseInt(value);
                    case "rate" -> rate = Double.parseDouble(value);
                    case "mix" -> mix = value;
                    case "think-min" -> min = Durations.parse(value);
                    case "think-max" -> max = Durations.parse(value);
                    default ->
                        throw new SettingException("{phase} '" + t + "' names '" + key
                                + "'; a phase sets users, rate, mix, think-min or think-max.");
                }
            } catch (NumberFormatException e) {
                throw new SettingException("{phase} '" + t + "': " + key + " is a number (got '" + value + "').");
            }
        }
        return new Phase(d, users, rate, mix, min, max);
    }

    /** Phases as written, one each. */
    public static List<Phase> parseAll(List<String> texts) {
        List<Phase> out = new ArrayList<>();
        texts.forEach(t -> out.add(parse(t)));
        return List.copyOf(out);
    }

    /** This phase's settings as a layer, to lie over the run's (source "phase N"). */
    public RunLayer layer(int number) {
        RunLayer l = RunLayer.of("phase " + number)
                .with(Load.USERS, users)
                .with(Load.RATE, rate)
                .with(MixChoice.MIX, mix)
                .with(Think.MIN, thinkMin)
                .with(Think.MAX, thinkMax);
        // A think-min above the run's think-max, or the reverse, moves the other bound along with it.
        if (thinkMin != null && thinkMax == null) {
            l = l.with(Think.MAX, thinkMin);
        }
        if (thinkMax != null && thinkMin == null) {
            l = l.with(Think.MIN, Duration.ZERO);
        }
        return l;
    }

    /** The phases' durations added up: the measured window they make. */
    public static Duration total(List<Phase> phases) {
        return phases.stream().map(Phase::duration).reduce(Duration.ZERO, Duration::plus);
    }

    /** As written: {@code 2m:users=16,rate=800}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Durations.format(duration));
        List<String> parts = new ArrayList<>();
        if (users != null) {
            parts.add("users=" + users);
        }
        if (rate != null) {
            parts.add("rate=" + org.surgebench.core.common.Numbers.plain(rate));
        }
        if (mix != null) {
            parts.add("mix=" + mix);
        }
        if (thinkMin != null) {
            parts.add("think-min=" + Durations.format(thinkMin));
        }
        if (thinkMax != null) {
            parts.add("think-max=" + Durations.format(thinkMax));
        }
        return parts.isEmpty()
                ? sb.toString()
                : sb.append(':').append(String.join(",", parts)).toString();
    }
}
