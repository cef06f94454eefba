package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One statement of a transaction.
 *
 * @param sql     the SQL with named parameters ({@code :customer}), common or per database
 * @param into    names for the columns of its first row, as parameters of the statements after it
 * @param ifEmpty what a statement with {@code into} does when it returns no row: {@code rollback} (the default:
 *                the transaction ends, rolled back), {@code commit} (it ends, committed) or {@code continue}
 *                (the names are null)
 * @param repeat  how many times it runs, {@code 1..5} (or one number); each time draws afresh the parameters no
 *                earlier statement used
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record StatementSpec(SqlText sql, List<String> into, String ifEmpty, String repeat) {

    public StatementSpec {
        into = into == null ? List.of() : List.copyOf(into);
    }
}
