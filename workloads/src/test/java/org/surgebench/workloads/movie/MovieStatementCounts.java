package org.surgebench.workloads.movie;

import java.util.List;
import org.surgebench.core.metrics.StatementCounts;

/**
 * The statements each MovieStream transaction executes in Swingbench's source, per run, where every customer has a
 * device and a payment method and every search finds a movie (as the generated data make sure). A customer read
 * is one select; its logon event is one insert and the commit of Swingbench's queue session; a key from a sequence
 * is one select. What Swingbench's counters say and its statements do differ in three places, and the database
 * counts the statements: browseMovies counts an insert it does not execute, Stream Movie an update it prepares but
 * never executes, Add Movie Review neither its insert nor its commit (docs/movie.md).
 */
final class MovieStatementCounts {
    /** One transaction's select, insert, update, delete and commit statements per run. */
    record PerRun(String tx, StatementCounts statements) {}

    /** The transactions whose statements do not depend on the data (all but Create New Customer). */
    static final List<PerRun> SWINGBENCH = List.of(
            // customer, event, 4 genres sampled, the movie
            new PerRun("BM", counts(6, 1, 0, 1)),
            // customer, event, the search, the movie found
            new PerRun("BG", counts(3, 1, 0, 1)),
            new PerRun("BA", counts(3, 1, 0, 1)),
            new PerRun("BN", counts(3, 1, 0, 1)),
            // customer, event, 4 genres, the movie, the sale's key; event and sale; two commits
            new PerRun("SM", counts(7, 2, 0, 2)),
            // customer, event, the search, the review's key; event and review
            new PerRun("AR", counts(3, 2, 0, 2)),
            // customer, event, payments no longer default, the new one's key and insert, commit, customer again
            new PerRun("UP", counts(3, 2, 1, 2)),
            // Surgebench's (Swingbench's class is empty): customer and one event
            new PerRun("IE", counts(1, 1, 0, 1)));

    /** Create New Customer when the e-mail address is free: the check, the three keys and the customer read back. */
    static final StatementCounts NEW_CUSTOMER = counts(5, 4, 0, 2);
    /** Create New Customer when the e-mail address is taken: the check alone. */
    static final StatementCounts TAKEN = counts(1, 0, 0, 0);

    private MovieStatementCounts() {}

    /** What {@code runs} runs of Create New Customer execute when {@code made} of them made a customer. */
    static StatementCounts newCustomers(long made, long runs) {
        return new StatementCounts(
                made * NEW_CUSTOMER.select() + (runs - made) * TAKEN.select(),
                made * NEW_CUSTOMER.insert(),
                0,
                0,
                made * NEW_CUSTOMER.commit(),
                0,
                0);
    }

    static StatementCounts counts(long select, long insert, long update, long commit) {
        return new StatementCounts(select, insert, update, 0, commit, 0, 0);
    }
}
