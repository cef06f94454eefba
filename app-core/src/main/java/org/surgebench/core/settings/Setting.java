package org.surgebench.core.settings;

/**
 * One run setting, declared once beside the field of its group that holds it ({@code Think.MIN} beside
 * {@link Think#min()}): its name is the {@code {name}} of the sentences that refuse its value (see
 * {@link org.surgebench.core.common.SettingException}), so the command line says it as {@code --name}; a
 * {@link RunLayer} holds a value for it, and the run plan knows which layer gave the value.
 *
 * @param group the group that holds it ({@code think})
 * @param name  its name ({@code think-min})
 * @param <T>   the type of its value
 */
public record Setting<T>(String group, String name) {

    @Override
    public String toString() {
        return name;
    }
}
