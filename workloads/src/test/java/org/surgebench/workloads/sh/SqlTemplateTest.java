package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SqlTemplateTest {

    @Test
    void bindsInOrderOfAppearanceAndRepeatsNames() {
        SqlTemplate t = new SqlTemplate("SELECT a::text FROM s WHERE d BETWEEN :start_day AND :end_day AND c = :c "
                + "OR d = :start_day");
        assertThat(t.bindSql()).isEqualTo("SELECT a::text FROM s WHERE d BETWEEN ? AND ? AND c = ? OR d = ?");
        assertThat(t.bindOrder()).containsExactly("start_day", "end_day", "c", "start_day");
    }

    @Test
    void writesLiteralsTheDatabasesAllRead() {
        SqlTemplate t = new SqlTemplate("SELECT 1 FROM s WHERE d = :day AND n = :n AND r = :region");
        assertThat(t.literalSql(Map.of("day", LocalDate.of(2001, 2, 3), "n", 42, "region", "O'Hare")))
                .isEqualTo("SELECT 1 FROM s WHERE d = DATE '2001-02-03' AND n = 42 AND r = 'O''Hare'");
    }

    @Test
    void aMissingValueIsNamed() {
        SqlTemplate t = new SqlTemplate("SELECT :x");
        assertThatThrownBy(() -> t.literalSql(Map.of())).hasMessageContaining(":x");
    }

    @Test
    void everyQueryHasValuesForAllItsParameters() {
        ShDimensions d = ShDimensionsFixture.dimensions();
        org.surgebench.core.spi.Rng r = new org.surgebench.core.spi.Rng(5);
        for (ShQuery q : ShQueries.ALL) {
            for (String dialect : new String[] {"h2", "postgresql"}) {
                SqlTemplate t = q.template(dialect);
                for (int i = 0; i < 50; i++) {
                    Map<String, Object> params = q.picker().pick(r, d);
                    assertThat(params.keySet()).as(q.shortName()).containsAll(t.bindOrder());
                    assertThat(t.literalSql(params)).doesNotContain("?");
                }
            }
        }
    }
}
