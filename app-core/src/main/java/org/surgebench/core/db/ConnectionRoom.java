package org.surgebench.core.db;

/**
 * How many more connections the server takes now, read before a run's users start so that a run asked for more
 * users than that says so at once instead of running smaller ({@code max_connections} less the slots reserved
 * for superusers and the sessions already open, this run's own setup session among them). Per-role and
 * per-database limits are not read: the log-on check of the run catches those as the users log on.
 *
 * @param limit the server's limit as its settings name it, e.g. {@code max_connections 100}
 * @param free  the connections still free now for this session's user
 * @param inUse the sessions open now (this run's setup session included)
 */
public record ConnectionRoom(String limit, int free, int inUse) {}
