package org.surgebench.core.settings;

/**
 * One run setting, declared once beside the field of its group that holds it ({@code Think.MIN} beside
 * {@link Think#min()}): its name is the {@code {name}} of the sentences that refuse its value (see
 * {@link org.surgebench.core.common.SettingException}), so the command line says it as {@code --name}; a
 * {@link RunLayer} holds a value for it, and the run plan knows which layer gave the value.
 *
 * @param group         the group that holds it ({@code think})
 * @param name          its name ({@code think-min})
 * @param engineDefault the engine's value when no source gives one ({@link EngineDefaults}); null where the
 *                      absence means something (no mix named: the workload's default)
 * @param <T>           the type of its value
 */
public record Setting<T>(String group, String name, T engineDefault) {

    /** A setting whose absence means something: the engine has no default for it. */
    public Setting(String group, String name) {
        this(group, name, null);
    }

    @Override
    public String toString() {
        return name;
    }
}
