package org.surgebench.workloads.script;

/** One command of a script as the splitter cut it out, before it is understood: SQL text or a meta-command. */
sealed interface RawCommand {
    int line();

    /**
     * An SQL command without its semicolon; {@code into} is {@code gset} or {@code aset} when one of those ended it
     * (with its arguments in {@code intoArgs}), else null.
     */
    record Sql(int line, String text, String into, String intoArgs) implements RawCommand {}

    /** A meta-command: its name without the backslash, and the rest of its line(s). */
    record Meta(int line, String name, String args) implements RawCommand {}
}
