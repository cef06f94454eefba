package org.surgebench.core.db.mariadb;

/** MySQL 8's SQL where databases differ: as MariaDB's (see {@link MariaDbSql}), under MySQL's name. */
public final class MySqlSql extends MariaDbSql {
    public MySqlSql() {
        super(new MySqlDialect());
    }
}
