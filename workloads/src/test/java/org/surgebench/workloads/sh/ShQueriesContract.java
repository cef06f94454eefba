package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.workloads.DirectTxContext;

/**
 * Each of the 13 queries against a generated schema (scale {@value #SCALE}), compared with its definition
 * computed in Java ({@link ShExpected} over {@link ShFacts}) for parameters drawn by the query's own picker.
 * Every draw runs as literal SQL and with bind variables and reads all rows; the draws must differ and some must
 * find data. Subclasses supply the database, generated once per class.
 */
abstract class ShQueriesContract {
    static final double SCALE = 0.005;
    static final long SEED = 7;
    private static final int DRAWS = 10;
    /** Queries with an ORDER BY; the others' rows are compared in any order. */
    private static final Set<String> ORDERED = Set.of("SMA", "PPSC", "WWSC");
    /** A TO_CHAR(..., '9,999,999,999') value, padded and with thousands separators. */
    private static final Pattern MASKED = Pattern.compile("-?[0-9][0-9,]*");

    abstract Connection connection();

    abstract String dialect();

    abstract ShFacts facts();

    static Stream<String> queries() {
        return ShQueries.ALL.stream().map(ShQuery::shortName);
    }

    @ParameterizedTest
    @MethodSource("queries")
    void answersAsItsDefinitionForTheDrawnParameters(String shortName) throws Exception {
        ShQuery query = ShQueries.byShortName(shortName);
        ShDimensions dimensions = ShDimensions.load(connection());
        connection().commit();
        Rng random = new Rng(shortName.hashCode());
        int withData = 0;
        Set<String> texts = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            ShParams params = query.picker().pick(random, dimensions);
            if (shortName.equals("PMSCR") && i % 2 == 0) {
                // Its month and year are drawn apart and rarely agree: every other draw takes them, the country
                // and one of the products from a sale, so that some draws find data.
                ShFacts.Sale sale =
                        facts().sales.get(random.nextInt(facts().sales.size()));
                params.put(
                                "products",
                                List.of(sale.product(), params.list("products").get(1)))
                        .put("country", sale.iso())
                        .put("month", sale.monthDesc())
                        .put("year", sale.year());
            }
            ShStatement statement = query.writer().write(dialect(), params);
            texts.add(statement.literalSql());
            List<List<Object>> expected = normalize(ShExpected.of(shortName, params, facts()), shortName);
            assertThat(run(query, statement, true))
                    .as("%s literal SQL for %s", shortName, params)
                    .isEqualTo(expected);
            assertThat(run(query, statement, false))
                    .as("%s bound for %s", shortName, params)
                    .isEqualTo(expected);
            if (expected.stream().anyMatch(r -> r.get(r.size() - 1) != null)) {
                withData++;
                if (withData == 1) {
                    DirectTxContext ctx = new DirectTxContext(connection(), null, dialect());
                    assertThat(QueryRunner.run(ctx, true, query, statement, null))
                            .as("the default reads the first row only")
                            .isEqualTo(1);
                    connection().commit();
                }
            }
        }
        assertThat(texts).as("literal SQL texts of %d draws", DRAWS).hasSizeGreaterThan(DRAWS / 2);
        assertThat(withData).as("draws that found sales").isGreaterThanOrEqualTo(2);
    }

    /** All rows of one execution, normalized; checks the statement count. */
    private List<List<Object>> run(ShQuery query, ShStatement statement, boolean literal) throws SQLException {
        DirectTxContext ctx = new DirectTxContext(connection(), null, dialect());
        List<List<Object>> rows = new ArrayList<>();
        long n = QueryRunner.run(ctx, literal, query, statement, rs -> rows.add(row(rs)));
        assertThat(n).isEqualTo(rows.size());
        assertThat(ctx.count(StatementKind.SELECT)).isEqualTo(1);
        connection().commit();
        return normalize(rows, query.shortName());
    }

    private static List<Object> row(ResultSet rs) throws SQLException {
        List<Object> out = new ArrayList<>();
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            out.add(rs.getObject(i));
        }
        return out;
    }

    /** Numbers as plain decimals, masked sums as numbers, dates as LocalDate; unordered results sorted. */
    private static List<List<Object>> normalize(List<List<Object>> rows, String query) {
        List<List<Object>> out = new ArrayList<>();
        for (List<Object> r : rows) {
            List<Object> n = new ArrayList<>();
            for (Object v : r) {
                n.add(value(v));
            }
            out.add(n);
        }
        if (!ORDERED.contains(query)) {
            out.sort(Comparator.comparing(Object::toString));
        }
        return out;
    }

    private static Object value(Object v) {
        if (v instanceof java.sql.Date d) {
            return d.toLocalDate();
        }
        if (v instanceof LocalDate) {
            return v;
        }
        if (v instanceof Number number) {
            BigDecimal d = new BigDecimal(number.toString());
            return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        }
        if (v instanceof String s) {
            String t = s.strip();
            return MASKED.matcher(t).matches() ? value(new BigDecimal(t.replace(",", ""))) : t;
        }
        return v;
    }
}
