package org.surgebench.gui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The engine words its sentences for the command line ("add --force to replace it", "check --user and the
 * password (--password, SURGE_PASSWORD or -p ...)"). The desktop app shows them in the words of its own
 * fields and menus instead: known phrases first, then any flag left over as a plain setting name, so no CLI
 * flag reaches a dialog, the event log or a status line.
 */
final class GuiWording {
    /** Phrases as the engine writes them, and how the app says them; the longer ones first. */
    private static final Map<String, String> PHRASES = new LinkedHashMap<>();

    static {
        PHRASES.put("(--password, SURGE_PASSWORD or -p to be asked)", "(the Password field)");
        PHRASES.put("check --user and the password", "check the User and Password fields");
        PHRASES.put("check the host name in --url", "check the host name in the JDBC URL");
        PHRASES.put("or check --url", "or check the JDBC URL");
        PHRASES.put("run `surge generate` first", "generate a schema first (File → Generate schema)");
        PHRASES.put("choose a writable folder with -r/--results", "choose a writable Results folder");
        PHRASES.put("(--skip-disk-check if the estimate is wrong)",
                "(tick ‘Skip the free-space check’ if the estimate is wrong)");
        PHRASES.put("--force starts over and --resume continues: give one of them",
                "‘Drop an existing schema first’ starts over and ‘Resume an interrupted "
                        + "generation’ continues: tick one of them");
        PHRASES.put("Give a positive run time (--run-time) or a transaction count (--max-transactions)",
                "Give a positive Run time");
        PHRASES.put("Think times must be >= 0 with --think-max >= --think-min",
                "Think times must be 0 or more, the second at least the first");
        // The same sentences as the run plan words them, naming settings rather than flags.
        PHRASES.put("Give a positive run time (run time) or a transaction count (max transactions)",
                "Give a positive Run time");
        PHRASES.put("Think times must be >= 0 with think max >= think min",
                "Think times must be 0 or more, the second at least the first");
        PHRASES.put("(e.g. --enable ", "(tick one in the transactions table, e.g. ");
        PHRASES.put("run without --awr", "untick the AWR snapshots");
        PHRASES.put("--option ", "option ");
    }

    /** `surge generate sh --force` and the like: a command the app does through its menu. */
    private static final Pattern COMMAND = Pattern.compile("`surge generate ([a-z0-9_]+)( --(force|resume))?`");
    /** Any flag left: --stall-timeout becomes "stall timeout", -r/--results "results". */
    private static final Pattern FLAG = Pattern.compile("(?<![\\w-])(?:-[a-z]+/)?--([a-z][a-z0-9-]*)");
    private static final Map<String, String> FIELDS = Map.of(
            "force", "‘Drop an existing schema first’",
            "resume", "‘Resume an interrupted generation’",
            "users", "Users",
            "run-time", "Run time",
            "scale", "Scale",
            "threads", "Threads",
            "url", "the JDBC URL",
            "user", "User");

    private GuiWording() {
    }

    static String of(String engineSentence) {
        if (engineSentence == null) {
            return null;
        }
        String s = engineSentence;
        for (Map.Entry<String, String> e : PHRASES.entrySet()) {
            s = s.replace(e.getKey(), e.getValue());
        }
        Matcher c = COMMAND.matcher(s);
        StringBuilder sb = new StringBuilder();
        while (c.find()) {
            String how = c.group(3) == null ? "" : ", with " + FIELDS.get(c.group(3));
            c.appendReplacement(sb, Matcher.quoteReplacement("File → Generate schema (" + c.group(1) + how + ")"));
        }
        c.appendTail(sb);
        Matcher f = FLAG.matcher(sb.toString());
        StringBuilder out = new StringBuilder();
        while (f.find()) {
            String name = f.group(1);
            f.appendReplacement(out, Matcher.quoteReplacement(FIELDS.getOrDefault(name, name.replace('-', ' '))));
        }
        f.appendTail(out);
        String shown = out.toString();
        // A sentence that starts with a setting's plain name starts with the app's name for the field.
        for (String field : List.of("users", "run-time", "scale", "threads")) {
            String plain = field.replace('-', ' ') + " ";
            if (shown.startsWith(plain)) {
                return FIELDS.get(field) + shown.substring(plain.length() - 1);
            }
        }
        return shown;
    }
}
