package org.surgebench.core.spi;

import java.sql.SQLException;

/**
 * One business transaction. The engine measures {@link #execute} from call to return; the transaction
 * commits or rolls back itself through the context so that every statement is counted.
 * Implementations hold no per-user state in fields: one instance serves all users.
 */
@FunctionalInterface
public interface Transaction {
    void execute(TxContext ctx) throws SQLException;
}
