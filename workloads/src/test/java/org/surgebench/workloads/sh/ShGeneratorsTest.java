package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
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
    void scaleOneHasSwingbenchsSizes() {
        Schema s = new ShWorkload().schema(new SchemaOptions("postgresql", 1, 1, null));
        assertThat(s.tables())
                .extracting(TableDef::name, TableDef::rows)
                .containsExactly(
                        tuple("times", 7305L),
                        tuple("channels", 5L),
                        tuple("countries", 23L),
                        tuple("products", 72L),
                        tuple("promotions", 503L),
                        tuple("customers", 16 * 101_629L),
                        tuple("supplementary_demographics", 16 * 93_324L),
                        tuple("sales", 14_728_759L));
        assertThat(s.tables()).allSatisfy(t -> assertThat(t.columns()).doesNotHaveDuplicates());
        assertThat(s.tables().stream()
                        .filter(t -> t.name().equals("customers"))
                        .findFirst()
                        .orElseThrow()
                        .columns())
                .hasSize(23);
    }

    @Test
    void countsAreExactAtEveryScale() {
        for (double scale : new double[] {0.001, 0.01, 0.037, 0.1, 1, 2.5, 100, 1000}) {
            ShShape shape = ShShape.of(scale);
            assertThat(shape.sales()).as("sales at %s", scale).isEqualTo(Math.round(scale * 14_728_759L));
            assertThat(shape.customers()).isEqualTo(Math.round(scale * 1_626_064L));
            assertThat(shape.demographics()).isEqualTo(Math.round(scale * 1_493_184L));
            SalesCalendar calendar = new SalesCalendar(shape.sales());
            long sum = 0;
            for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
                sum += calendar.salesInYear(y);
            }
            assertThat(sum).as("sales over the years at %s", scale).isEqualTo(shape.sales());
        }
    }

    @Test
    void salesAreTheSameWhateverTheChunking() throws Exception {
        TableDef sales = SalesTable.sales(SHAPE);
        List<List<Object>> whole = rows(sales, 9, 1, 2000);
        List<List<Object>> parts = rows(sales, 9, 1, 700);
        parts.addAll(rows(sales, 9, 701, 2000));
        assertThat(parts).isEqualTo(whole);
        assertThat(rows(sales, 9, 1, 2000)).as("same seed, same rows").isEqualTo(whole);
        assertThat(rows(sales, 10, 1, 2000)).isNotEqualTo(whole);
    }

    @Test
    void salesDrawSwingbenchsDomainsUniformly() throws Exception {
        Set<Long> productIds =
                ShCatalog.PRODUCTS.stream().map(p -> (long) p.id()).collect(Collectors.toSet());
        List<List<Object>> sales = rows(SalesTable.sales(SHAPE), 9, 1, SHAPE.sales());
        int[] quantities = new int[100];
        int[] amounts = new int[100];
        long noRegion = 0;
        for (List<Object> sale : sales) {
            assertThat(productIds).contains((Long) sale.get(0));
            assertThat((Long) sale.get(1)).isBetween(1L, SHAPE.customers());
            assertThat((LocalDate) sale.get(2)).isBetween(SalesCalendar.FIRST_DAY, SalesCalendar.LAST_DAY);
            assertThat((Long) sale.get(3)).isIn(2L, 3L, 4L, 5L, 9L);
            long promo = (Long) sale.get(4);
            assertThat(promo == 999 || promo >= 33 && promo <= 534)
                    .as("promotion %d", promo)
                    .isTrue();
            quantities[((Long) sale.get(5)).intValue()]++;
            assertThat((Long) sale.get(6)).isBetween(9999L, 10999L);
            assertThat((Long) sale.get(7)).isBetween(12999L, 14999L);
            assertThat((Long) sale.get(8)).isBetween(999L, 1555L);
            assertThat((String) sale.get(9)).matches("[A-Z]{2,3}");
            if (sale.get(10) == null) {
                noRegion++;
            } else {
                assertThat((String) sale.get(10)).matches("[A-Z]{2,3}");
            }
            BigDecimal amount = (BigDecimal) sale.get(11);
            assertThat(amount.scale()).isEqualTo(2);
            amounts[amount.intValueExact()]++;
        }
        // 14,729 draws of 1..99: every value comes up, none far more often than 1/99.
        for (int v = 1; v <= 99; v++) {
            assertThat(quantities[v]).as("quantity %d", v).isBetween(80, 230);
            assertThat(amounts[v]).as("amount %d", v).isBetween(80, 230);
        }
        assertThat(quantities[0] + amounts[0]).isZero();
        assertThat((double) noRegion / sales.size()).isBetween(0.30, 0.37);
    }

    @Test
    void customersSpreadOverAllCountriesAndDemographicsCoverTheFirstCustomers() throws Exception {
        List<List<Object>> customers = rows(CustomerTables.customers(SHAPE), 9, 1, SHAPE.customers());
        assertThat(customers.stream().map(r -> r.get(12)).distinct().count()).isEqualTo(23);
        assertThat(customers).allSatisfy(r -> assertThat((Long) r.get(12)).isBetween(52769L, 52791L));
        List<List<Object>> demo = rows(CustomerTables.demographics(SHAPE), 9, 1, SHAPE.demographics());
        assertThat((long) demo.size()).isEqualTo(SHAPE.demographics());
        assertThat(demo.get(demo.size() - 1).get(0)).isEqualTo(SHAPE.demographics());
    }

    @Test
    void dimensionsHaveSwingbenchsIds() throws Exception {
        assertThat(rows(DimensionTables.channels(), 1, 1, 5))
                .extracting(r -> r.get(0))
                .containsExactly(2L, 3L, 4L, 5L, 9L);
        List<List<Object>> products = rows(DimensionTables.products(), 1, 1, 72);
        assertThat(products.get(0).get(0)).isEqualTo(13L);
        assertThat(products.get(35).get(0)).isEqualTo(48L);
        assertThat(products.get(36).get(0)).isEqualTo(113L);
        assertThat(products.get(71).get(0)).isEqualTo(148L);
        assertThat(products.stream().map(r -> r.get(1)).distinct().count()).isEqualTo(72);
        List<List<Object>> promotions = rows(DimensionTables.promotions(), 1, 1, 503);
        assertThat(promotions.get(0).get(0)).isEqualTo(33L);
        assertThat(promotions.get(501).get(0)).isEqualTo(534L);
        assertThat(promotions.get(502)).startsWith(999L, "NO PROMOTION");
        assertThat(rows(DimensionTables.countries(), 1, 1, 23))
                .extracting(r -> r.get(0))
                .startsWith(52769L)
                .endsWith(52791L)
                .doesNotHaveDuplicates();
    }

    @Test
    void timesDescribesEachDayWithSwingbenchsTextAttributes() throws Exception {
        TableDef times = DimensionTables.times();
        // 2001-01-09: a Tuesday in week 2, January, Q1; fiscal year 2001 (July 2000 - June 2001), fiscal month 7.
        List<Object> d = rows(times, 1, 2201, 2201).get(0);
        assertThat(d)
                .startsWith(
                        LocalDate.of(2001, 1, 9),
                        "Tuesday",
                        2L,
                        9L,
                        2L,
                        LocalDate.of(2001, 1, 14),
                        1L,
                        "2001-01",
                        200101L,
                        "January",
                        31L,
                        LocalDate.of(2001, 1, 31),
                        "2001-1",
                        1L,
                        20011L,
                        90L,
                        LocalDate.of(2001, 3, 31),
                        2001L,
                        365L,
                        LocalDate.of(2001, 12, 31));
        assertThat(d.subList(20, 26)).containsExactly(28L, 7L, "2001-07", 3L, "2001-3", 2001L);
        // Oracle's WW: 31 December is in week 53, which ends on it, not in the next year.
        List<Object> last = rows(times, 1, 2557, 2557).get(0);
        assertThat(last.get(0)).isEqualTo(LocalDate.of(2001, 12, 31));
        assertThat(last.get(4)).isEqualTo(53L);
        assertThat(last.get(5)).isEqualTo(LocalDate.of(2001, 12, 31));
        List<List<Object>> all = rows(times, 1, 1, times.keys());
        assertThat(all).hasSize(7305);
        assertThat(all.get(all.size() - 1).get(0)).isEqualTo(LocalDate.of(2014, 12, 31));
    }
}
