package org.surgebench.core.db;

/**
 * The database's own cache of data blocks, as its setting names it: PostgreSQL's shared_buffers, InnoDB's
 * innodb_buffer_pool_size. A run whose data set fits in it (plus the host's page cache) measures memory, not
 * storage.
 *
 * @param setting the setting's name, e.g. {@code shared_buffers}
 * @param bytes   its size
 */
public record DatabaseCache(String setting, long bytes) {}
