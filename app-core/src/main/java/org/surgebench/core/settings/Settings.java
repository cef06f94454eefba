package org.surgebench.core.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SettingException;

/**
 * A run's settings, one record per concern, each checked on its own; this record checks the rules that join two
 * groups (users over generators, the measured window against the sampling interval). The results store it as
 * it is (without the password and the secret options).
 */
public record Settings(
        Connection connection,
        Load load,
        Think think,
        MixChoice mix,
        Execution execution,
        Resilience resilience,
        Coordination coordination,
        Output output) {

    /** Every setting of every group, in the order of the groups and of their fields. */
    public static final List<Setting<?>> ALL = java.util.stream.Stream.of(
                    Connection.SETTINGS,
                    Load.SETTINGS,
                    Think.SETTINGS,
                    MixChoice.SETTINGS,
                    Execution.SETTINGS,
                    Resilience.SETTINGS,
                    Coordination.SETTINGS,
                    Output.SETTINGS)
            .flatMap(List::stream)
            .toList();

    /**
     * The most users one load generator runs. Each user holds a connection, a thread or a callback's state and its
     * own statistics: two billion of them took 6.5 GB and never started (issue 45), and no database accepts this
     * many sessions from one client. A larger run is split over generators ({@code --generator K/N}).
     */
    public static final int MOST_USERS = 100_000;

    public Settings {
        GeneratorShare g = coordination.generator();
        int users = load.users();
        int here = coordination.usersHere(users);
        if (here > MOST_USERS) {
            throw new SettingException("{users} " + here + " is more than the " + MOST_USERS + " users one load "
                    + "generator runs: split the run over several with {generator} K/N (docs/distributed.md).");
        }
        if (g != null && users < g.count()) {
            throw new SettingException("{generator} " + g + " splits " + users + " users over " + g.count()
                    + " generators: give at least one user per generator ({users} " + g.count() + " or more).");
        }
        long max = load.maxTransactions();
        if (g != null && max > 0 && max < g.count()) {
            throw new SettingException("{max-transactions} " + max + " cannot be split over " + g.count()
                    + " generators: give at least " + g.count() + ".");
        }
        var runTime = load.runTime();
        var interval = output.sampleInterval();
        if (!runTime.isZero() && runTime.compareTo(interval) < 0) {
            throw new SettingException("{run-time} " + Durations.format(runTime) + " is shorter than one sampling "
                    + "interval (" + Durations.format(interval) + "): give at least " + Durations.format(interval)
                    + ", or {max-transactions} for a count.");
        }
    }

    /** The users this process runs: all of them, or this generator's share. */
    public int usersHere() {
        return coordination.usersHere(load.users());
    }

    /**
     * These settings as results store them: no password, no secret option, the URL's credentials and the values
     * of the options and driver properties that name one masked.
     */
    public Settings withoutSecrets() {
        return new Settings(
                connection.withoutSecrets(),
                load,
                think,
                mix,
                execution,
                resilience,
                coordination,
                output.withoutSecrets());
    }

    /**
     * Where a setting's value is in these settings, as the results' JSON holds them: its group and its field
     * ({@code think.min} for {@code think-min}).
     */
    public static String pathOf(Setting<?> setting) {
        return Paths.BY_SETTING.get(setting);
    }

    /** Setting name to source ({@link RunLayer#provenance()}) as setting path to source, in the same order. */
    public static Map<String, String> byPath(Map<String, String> byName) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Setting<?> s : ALL) {
            String source = byName.get(s.name());
            if (source != null) {
                out.put(pathOf(s), source);
            }
        }
        return out;
    }

    /** Each setting's path, read once from the groups: a group's {@code SETTINGS} are in the order of its fields. */
    private static final class Paths {
        static final Map<Setting<?>, String> BY_SETTING = paths();

        private static Map<Setting<?>, String> paths() {
            Map<Setting<?>, String> out = new LinkedHashMap<>();
            for (var group : Settings.class.getRecordComponents()) {
                var fields = group.getType().getRecordComponents();
                List<?> settings;
                try {
                    settings = (List<?>) group.getType().getField("SETTINGS").get(null);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(group.getType() + " lists no SETTINGS", e);
                }
                for (int i = 0; i < fields.length; i++) {
                    out.put((Setting<?>) settings.get(i), group.getName() + "." + fields[i].getName());
                }
            }
            return Map.copyOf(out);
        }
    }
}
