package org.surgebench.core.common;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A setting that cannot be used, in one sentence that names the setting rather than a front door's way of
 * giving it: the engine says "users must be at least 1", the command line "--users must be at least 1". The
 * sentence is kept as a template whose settings are written {@code {run-time}}; {@link #getMessage()} names
 * them in plain words ("run time"), and {@link #in(Function)} in a front door's own words (its flags, its
 * fields).
 */
public final class SettingException extends SurgeException {
    private static final long serialVersionUID = 1L;
    private static final Pattern SETTING = Pattern.compile("\\{([a-z][a-z0-9-]*)}");

    private final String template;

    /** {@code template}: the sentence, with each setting as {@code {name}} (the names are lower-case-with-dashes). */
    public SettingException(String template) {
        this(USAGE, template);
    }

    /** A setting the run could not keep to (a start time the generators missed, say), with its exit code. */
    public SettingException(int exitCode, String template) {
        super(exitCode, render(template, SettingException::plainWords));
        this.template = template;
    }

    /** The sentence as written, each setting as {@code {name}} (to be quoted in a sentence of its own). */
    public String template() {
        return template;
    }

    /** The sentence with each setting named by {@code words} (given the setting's dashed name). */
    public String in(Function<String, String> words) {
        return render(template, words);
    }

    /** The engine's own words for a setting: {@code run-time} is "run time". */
    public static String plainWords(String setting) {
        return setting.replace('-', ' ');
    }

    private static String render(String template, Function<String, String> words) {
        Matcher m = SETTING.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(words.apply(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }
}
