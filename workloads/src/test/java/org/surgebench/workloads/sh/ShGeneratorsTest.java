package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;

class ShGeneratorsTest {
    private static final ShShape SHAPE = ShShape.of(0.001);

    private static List<List<Object>> rows(TableDef t, long seed, long from, long to) throws Exception {
        RecordingSink sink = new RecordingSink();
        t.generator().generate(seed, from, to, sink);
        return sink.rows;
    }

    @Test
    void scaleOneHasTheReferenceSizes() {
        Schema s = new ShWorkload().schema(new SchemaOptions("postgresql", 1, 1, null));
        assertThat(s.tables()).extracting(TableDef::name, TableDef::rows).containsExactly(
                org.assertj.core.groups.Tuple.tuple("times", 7305L), org.assertj.core.groups.Tuple.tuple("channels", 5L),
                org.assertj.core.groups.Tuple.tuple("countries", 23L),
                org.assertj.core.groups.Tuple.tuple("products", 72L),
                org.assertj.core.groups.Tuple.tuple("promotions", 503L),
                org.assertj.core.groups.Tuple.tuple("customers", 1_600_000L),
                org.assertj.core.groups.Tuple.tuple("supplementary_demographics", 1_500_000L),
                org.assertj.core.groups.Tuple.tuple("sales", 14_700_000L));
        assertThat(s.tables()).allSatisfy(t -> assertThat(t.columns()).doesNotHaveDuplicates());
        assertThat(s.tables().stream().filter(t -> t.name().equals("customers")).findFirst().orElseThrow().columns())
                .hasSize(23);
    }

    @Test
    void salesAreTheSameWhateverTheChunking() throws Exception {
        TableDef sales = SalesTable.sales(SHAPE);
        List<List<Object>> whole = rows(sales, 9, 1, 2000);
        List<List<Object>> parts = rows(sales, 9, 1, 700);
        parts.addAll(rows(sales, 9, 701, 2000));
        assertThat(parts).isEqualTo(whole);
        assertThat(rows(sales, 10, 1, 2000)).isNotEqualTo(whole);
    }

    @Test
    void salesAgreeWithTheirDimensions() throws Exception {
        TableDef sales = SalesTable.sales(SHAPE);
        TableDef customers = CustomerTables.customers(SHAPE);
        List<List<Object>> customerRows = rows(customers, 9, 1, SHAPE.customers());
        for (List<Object> sale : rows(sales, 9, 1, SHAPE.sales())) {
            int prod = ((Long) sale.get(0)).intValue();
            long cust = (Long) sale.get(1);
            LocalDate day = (LocalDate) sale.get(2);
            long quantity = (Long) sale.get(5);
            assertThat(prod).isBetween(1, 72);
            assertThat(cust).isBetween(1L, SHAPE.customers());
            assertThat(day).isBetween(SalesCalendar.FIRST_DAY, SalesCalendar.LAST_DAY);
            assertThat((Long) sale.get(3)).isBetween(1L, 5L);
            assertThat((Long) sale.get(4)).isBetween(1L, (long) DimensionTables.PROMOTIONS);
            // The tax country is the customer's country.
            long countryId = (Long) customerRows.get((int) cust - 1).get(12);
            assertThat(sale.get(9)).isEqualTo(ShCatalog.COUNTRIES.get((int) countryId - 1).iso());
            // The amount is the list price times the quantity, give or take 20 %.
            BigDecimal list = BigDecimal.valueOf(ShCatalog.PRODUCTS.get(prod - 1).listPriceCents() * quantity, 2);
            BigDecimal amount = (BigDecimal) sale.get(11);
            assertThat(amount).isBetween(list.multiply(new BigDecimal("0.79")), list.multiply(new BigDecimal("1.06")));
        }
    }

    @Test
    void everySixteenthCustomerHasNoDemographics() throws Exception {
        List<List<Object>> demo = rows(CustomerTables.demographics(SHAPE), 9, 1, SHAPE.customers());
        assertThat((long) demo.size()).isEqualTo(SHAPE.demographics());
        assertThat(demo).noneMatch(r -> (Long) r.get(0) % 16 == 0);
    }

    @Test
    void timesDescribesEachDay() throws Exception {
        TableDef times = DimensionTables.times();
        // 2001-01-09: a Tuesday in week 2, January, Q1; fiscal year 2001 (July 2000 - June 2001), fiscal month 7.
        List<Object> d = rows(times, 1, 2201, 2201).get(0);
        assertThat(d.get(0)).isEqualTo(LocalDate.of(2001, 1, 9));
        assertThat(d).startsWith(LocalDate.of(2001, 1, 9), "Tuesday", 2L, 9L, 2L, LocalDate.of(2001, 1, 14), 1L,
                "2001-01", 200101L, "January", 31L, LocalDate.of(2001, 1, 31), "2001-Q1", 1L, 20011L, 90L,
                LocalDate.of(2001, 3, 31), 2001L, 365L, LocalDate.of(2001, 12, 31));
        assertThat(d.subList(20, 26)).containsExactly(28L, 7L, "2001-07", 3L, "2001-Q3", 2001L);
        // The last week of a year ends on 31 December, not in the next year.
        List<Object> last = rows(times, 1, 2557, 2557).get(0);
        assertThat(last.get(0)).isEqualTo(LocalDate.of(2001, 12, 31));
        assertThat(last.get(4)).isEqualTo(53L);
        assertThat(last.get(5)).isEqualTo(LocalDate.of(2001, 12, 31));
        assertThat(rows(times, 1, 1, times.keys())).hasSize(7305);
    }
}
