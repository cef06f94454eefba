package org.surgebench.workloads.script;

/**
 * At load time: a script without conditionals must end every transaction it begins, as pgbench requires (a script
 * with conditionals is checked as it runs).
 */
final class TransactionCheck {
    private TransactionCheck() {}

    static void check(Script script) {
        boolean branches = script.commands().stream().anyMatch(c -> c instanceof Command.Branch);
        if (branches) {
            return;
        }
        Command.Tx open = null;
        for (Command c : script.commands()) {
            if (c instanceof Command.Tx t) {
                open = t.control() == TxControl.BEGIN ? (open == null ? t : open) : null;
            }
        }
        if (open != null) {
            throw LoadError.at(
                    script.file(),
                    open.line(),
                    "the transaction begun here is not ended: end of script reached without completing the last "
                            + "transaction (add END or ROLLBACK).");
        }
    }
}
