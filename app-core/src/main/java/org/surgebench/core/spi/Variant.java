package org.surgebench.core.spi;

/**
 * One way of running a workload's transactions, with the same transactions, mixes and data, e.g. Order
 * Entry's {@code client} (every statement a round trip from the client, like Swingbench's JDBC transactions)
 * and {@code server} (one stored-procedure call per transaction, like Swingbench's PL/SQL variant). A workload
 * declares its variants and which one a database gets by default ({@link Workload#variants()},
 * {@link Workload#defaultVariant(String)}).
 *
 * @param name        short name for {@code --variant}, e.g. {@code server}
 * @param description one line for {@code surge list} and the desktop app
 */
public record Variant(String name, String description) {}
