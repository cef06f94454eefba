package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.host.DatabaseLocality;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialects;

/**
 * Oracle is a module of its own: on the class path it is found through ServiceLoader like the databases inside
 * the engine, for its URLs and by its name, and answers the URL questions the engine asks.
 */
class OracleModuleTest {

    @Test
    void foundThroughServiceLoader() {
        Dialect d = Dialects.forUrl("jdbc:oracle:thin:@//db:1521/FREEPDB1");
        assertThat(d).isInstanceOf(OracleDialect.class);
        assertThat(d.sql()).isInstanceOf(OracleSql.class);
        assertThat(SqlDialects.named("oracle").has(Feature.PARTITIONED_OUTER_JOIN))
                .isTrue();
        assertThat(d.snapshotOption()).isEqualTo("awr");
    }

    @Test
    void hostOfBothUrlForms() {
        Dialect d = new OracleDialect();
        String service = "jdbc:oracle:thin:@//localhost:1521/FREEPDB1";
        String sid = "jdbc:oracle:thin:@localhost:1521:FREE";
        assertThat(d.host(service)).isEqualTo("localhost");
        assertThat(d.host(sid)).isEqualTo("localhost");
        assertThat(d.host("jdbc:oracle:thin:@//db.invalid:1521/X")).isEqualTo("db.invalid");
        assertThat(DatabaseLocality.isLocal(d.embedded(service), d.host(service)))
                .isTrue();
        assertThat(DatabaseLocality.isLocal(d.embedded(sid), d.host(sid))).isTrue();
    }
}
