package org.surgebench.workloads.script;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.surgebench.workloads.script.expr.Expr;

/**
 * Compiles {@code \if} / {@code \elif} / {@code \else} / {@code \endif} (nestable) into branches and jumps of the
 * command list as it is built, and refuses blocks that do not match, in pgbench's words.
 */
final class Conditionals {
    /** An open {@code \if}: the branch still to be pointed at the next alternative, and the jumps to its end. */
    private static final class Block {
        final int ifLine;
        int pendingBranch;
        boolean seenElse;
        final List<Integer> jumpsToEnd = new ArrayList<>();

        Block(int ifLine, int pendingBranch) {
            this.ifLine = ifLine;
            this.pendingBranch = pendingBranch;
        }
    }

    private final String file;
    private final List<Command> commands;
    private final Deque<Block> open = new ArrayDeque<>();

    Conditionals(String file, List<Command> commands) {
        this.file = file;
        this.commands = commands;
    }

    boolean any() {
        return !open.isEmpty();
    }

    void ifCommand(int line, Expr condition) {
        open.push(new Block(line, commands.size()));
        commands.add(new Command.Branch(line, condition, -1));
    }

    void elif(int line, Expr condition) {
        Block b = current(line, "\\elif");
        if (b.seenElse) {
            throw LoadError.at(file, line, "\\elif after \\else.");
        }
        b.jumpsToEnd.add(commands.size());
        commands.add(new Command.Jump(line, -1));
        point(b.pendingBranch);
        b.pendingBranch = commands.size();
        commands.add(new Command.Branch(line, condition, -1));
    }

    void elseCommand(int line) {
        Block b = current(line, "\\else");
        if (b.seenElse) {
            throw LoadError.at(file, line, "\\else after \\else.");
        }
        b.seenElse = true;
        b.jumpsToEnd.add(commands.size());
        commands.add(new Command.Jump(line, -1));
        point(b.pendingBranch);
        b.pendingBranch = -1;
    }

    void endif(int line) {
        Block b = current(line, "\\endif");
        open.pop();
        if (b.pendingBranch >= 0) {
            point(b.pendingBranch);
        }
        for (int j : b.jumpsToEnd) {
            point(j);
        }
    }

    /** At the end of the script: every {@code \if} must have its {@code \endif}. */
    void finish() {
        if (!open.isEmpty()) {
            throw LoadError.at(file, open.peek().ifLine, "\\if without matching \\endif.");
        }
    }

    private Block current(int line, String what) {
        if (open.isEmpty()) {
            throw LoadError.at(file, line, what + " without matching \\if.");
        }
        return open.peek();
    }

    /** Points the branch or jump at {@code index} to the next command to be added. */
    private void point(int index) {
        int target = commands.size();
        Command c = commands.get(index);
        commands.set(
                index,
                switch (c) {
                    case Command.Branch b -> new Command.Branch(b.line(), b.condition(), target);
                    case Command.Jump j -> new Command.Jump(j.line(), target);
                    default -> throw new IllegalStateException("not a branch: " + c);
                });
    }
}
