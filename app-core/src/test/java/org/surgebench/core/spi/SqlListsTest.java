package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Lists packed into one SQL literal and read back with SUBSTR, on a real database (H2). */
class SqlListsTest {

    @Test
    void everyValueReadsBackWithSubstr() throws Exception {
        Map<String, String> vars = new HashMap<>();
        List<String> names = List.of("Anna", "de Vries", "O'Connor", "Li");
        SqlLists.put(vars, "names", names);
        SqlLists.putNumbers(vars, "prices", new long[] {5, 120000, 0});
        assertThat(vars)
                .containsEntry("names.width", "8")
                .containsEntry("names.max", "3")
                .containsEntry("prices.width", "6")
                .containsEntry("prices.max", "2");
        String sql = DdlScripts.substitute(
                "SELECT RTRIM(SUBSTR(${names}, ${names.width} * X + 1, ${names.width})), "
                        + "CAST(SUBSTR(${prices}, ${prices.width} * MOD(X, 3) + 1, ${prices.width}) AS BIGINT) "
                        + "FROM SYSTEM_RANGE(0, ${names.max}) ORDER BY X",
                vars);
        List<String> read = new ArrayList<>();
        List<Long> prices = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:sqllists", "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                read.add(rs.getString(1));
                prices.add(rs.getLong(2));
            }
        }
        assertThat(read).isEqualTo(names);
        assertThat(prices).containsExactly(5L, 120000L, 0L, 5L);
    }

    @Test
    void weightsRepeatValuesAndScaleDownToFit() {
        assertThat(SqlLists.weighted(List.of("a", "b"), new int[] {2, 1}, 100)).containsExactly("a", "a", "b");
        List<String> scaled = SqlLists.weighted(List.of("a", "b", "c"), new int[] {3000, 1000, 1}, 400);
        assertThat(Collections.frequency(scaled, "a")).isEqualTo(300);
        assertThat(Collections.frequency(scaled, "b")).isEqualTo(100);
        assertThat(Collections.frequency(scaled, "c")).isEqualTo(1);
        assertThat(SqlLists.fromCumulative(new int[] {2, 3, 4, 10})).containsExactly(2, 1, 1, 6);
    }

    @Test
    void listsThatCannotBeOneLiteralAreRefused() {
        Map<String, String> vars = new HashMap<>();
        SqlLists.putNumbers(vars, "zeros", new long[SqlLists.MAX_LITERAL]);
        assertThat(vars.get("zeros")).hasSize(SqlLists.MAX_LITERAL + 2);
        assertThatThrownBy(() -> SqlLists.putNumbers(vars, "more", new long[SqlLists.MAX_LITERAL + 1]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SqlLists.put(vars, "wide", Collections.nCopies(1000, "abcde")))
                .hasMessageContaining("split it");
        assertThatThrownBy(() -> SqlLists.put(vars, "blank", List.of(" a")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
