package org.surgebench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;

/** The generators without a database: exact counts, determinism, the golden checksum, distributions. */
class SoeGeneratorTest {
    private static final String GOLDEN = "golden/soe-scale0.001-seed1.properties";

    private static Schema schema(double scale, long seed) {
        return new SoeWorkload().schema(new SchemaOptions("postgresql", scale, seed, Map.of()));
    }

    private static HashingSink generate(TableDef t, long seed, long chunk, boolean keep) throws Exception {
        HashingSink sink = new HashingSink(keep);
        for (long from = 1; from <= t.keys(); from += chunk) {
            t.generator().generate(seed, from, Math.min(t.keys(), from + chunk - 1), sink);
        }
        return sink;
    }

    @Test
    void rowCountsPerScaleAreSwingbenchs() {
        SoeShape one = new SoeShape(1, 1);
        assertEquals(1_000_000, one.customers);
        assertEquals(1_500_000, one.addresses);
        assertEquals(1_500_000, one.cards);
        assertEquals(1_429_790, one.orders);
        assertEquals(2_382_984, one.logons);
        SoeShape hundred = new SoeShape(100, 1);
        assertEquals(142_979_000, hundred.orders);
        assertEquals(238_298_400, hundred.logons);
        assertEquals(150_000_000, hundred.addresses);
        // About three items per order (the published 100 GB run had 428,924,688 for 142,979,000 orders).
        double perOrder = hundred.orderItems / (double) hundred.orders;
        assertTrue(perOrder > 2.95 && perOrder < 3.05, "items per order " + perOrder);
        assertTrue(one.inventories > 880_000 && one.inventories < 920_000, "inventories " + one.inventories);
        SoeShape tiny = new SoeShape(0.001, 1);
        assertEquals(1000, tiny.customers);
        assertEquals(1430, tiny.orders);
    }

    @Test
    void everyTableWritesExactlyItsExpectedRowsAndTheSameRowsInAnyChunking() throws Exception {
        Schema s = schema(0.001, 7);
        for (TableDef t : s.tables()) {
            HashingSink whole = generate(t, 7, Long.MAX_VALUE / 4, false);
            assertEquals(t.rows(), whole.rows(), t.name() + " rows");
            assertEquals(whole.hash(), generate(t, 7, 333, false).hash(), t.name() + " must not depend on chunking");
        }
    }

    @Test
    void sameSeedSameRowsOtherSeedOtherRows() throws Exception {
        TableDef a = table(schema(0.001, 1), "orders");
        TableDef b = table(schema(0.001, 1), "orders");
        TableDef c = table(schema(0.001, 2), "orders");
        long ha = generate(a, 1, 1000, false).hash();
        assertEquals(ha, generate(b, 1, 1000, false).hash());
        assertNotEquals(ha, generate(c, 2, 1000, false).hash());
    }

    /** The stored checksums pin the data: a change to any generator must update them on purpose. */
    @Test
    void checksumsMatchTheGoldenFile() throws Exception {
        Properties golden = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(GOLDEN)) {
            assertNotNull(in, GOLDEN + " is missing from src-test-data");
            golden.load(in);
        }
        StringBuilder actual = new StringBuilder();
        Map<String, String> mismatches = new HashMap<>();
        for (TableDef t : schema(0.001, 1).tables()) {
            HashingSink sink = generate(t, 1, 50_000, false);
            String value = sink.rows() + ":" + Long.toHexString(sink.hash());
            actual.append(t.name()).append('=').append(value).append('\n');
            if (!value.equals(golden.getProperty(t.name()))) {
                mismatches.put(t.name(), value);
            }
        }
        assertTrue(
                mismatches.isEmpty(), "checksums differ from " + GOLDEN + ": " + mismatches + "\nactual:\n" + actual);
    }

    @Test
    void orderTotalsEqualTheSumOfTheirItems() throws Exception {
        Schema s = schema(0.002, 3);
        List<List<Object>> orders = generate(table(s, "orders"), 3, 1000, true).kept;
        List<List<Object>> items = generate(table(s, "order_items"), 3, 1000, true).kept;
        Map<Long, BigDecimal> sums = new HashMap<>();
        for (List<Object> item : items) {
            BigDecimal line = ((BigDecimal) item.get(3)).multiply(BigDecimal.valueOf((Long) item.get(4)));
            sums.merge((Long) item.get(0), line, BigDecimal::add);
        }
        assertEquals(orders.size(), sums.size(), "every order has items");
        int withinTenThousand = 0;
        for (List<Object> o : orders) {
            BigDecimal total = (BigDecimal) o.get(5);
            assertEquals(0, total.compareTo(sums.get((Long) o.get(0))), "order " + o.get(0));
            if (total.compareTo(BigDecimal.valueOf(10_000)) <= 0) {
                withinTenThousand++;
            }
        }
        assertTrue(withinTenThousand > orders.size() * 0.9, "most totals within 0..10,000: " + withinTenThousand);
    }

    @Test
    void valuesFollowTheReferenceDistributions() throws Exception {
        Schema s = schema(0.01, 1);
        List<List<Object>> orders = generate(table(s, "orders"), 1, 50_000, true).kept;
        long noMode = orders.stream().filter(o -> o.get(2) == null).count();
        assertEquals(0.20, noMode / (double) orders.size(), 0.02, "order_mode null share");
        long standard = orders.stream().filter(o -> "Standard".equals(o.get(9))).count();
        assertEquals(4 / 7.0, standard / (double) orders.size(), 0.03, "Standard delivery share");
        List<List<Object>> cards = generate(table(s, "card_details"), 1, 50_000, true).kept;
        long invalid = cards.stream().filter(c -> "N".equals(c.get(5))).count();
        assertEquals(1 / 34.0, invalid / (double) cards.size(), 0.01, "invalid card share");
        List<List<Object>> addresses = generate(table(s, "addresses"), 1, 50_000, true).kept;
        long noPost = addresses.stream().filter(a -> a.get(8) == null).count();
        assertEquals(0.5, noPost / (double) addresses.size(), 0.03, "post_code null share");
        List<List<Object>> items = generate(table(s, "order_items"), 1, 50_000, true).kept;
        long returned = items.stream().filter(i -> i.get(6) != null).count();
        assertEquals(0.03, returned / (double) items.size(), 0.01, "return_date set share");
        List<List<Object>> customers = generate(table(s, "customers"), 1, 50_000, true).kept;
        long occasional =
                customers.stream().filter(c -> "Occasional".equals(c.get(9))).count();
        assertEquals(0.6, occasional / (double) customers.size(), 0.03, "Occasional customer share");
        assertTrue(
                customers.stream().allMatch(c -> ((BigDecimal) c.get(5)).compareTo(BigDecimal.valueOf(50_000)) <= 0));
    }

    /**
     * What the transactions rely on: ~200 categories of ~5 products (OP browses 1..198), stock that never runs
     * dry, names drawn as a bell over 1,000 first and 1,000 last names (so a random two-name search hits about as
     * often as Swingbench's), and about a quarter of the orders waiting for PO (status 4 or less).
     */
    @Test
    void dataTheTransactionsRelyOnIsShapedLikeSwingbenchs() throws Exception {
        Schema s = schema(0.01, 1);
        List<List<Object>> products = generate(table(s, "product_information"), 1, 50_000, true).kept;
        Map<Long, Long> perCategory = new HashMap<>();
        products.forEach(p -> perCategory.merge((Long) p.get(3), 1L, Long::sum));
        assertTrue(
                perCategory.size() > 190 && perCategory.keySet().stream().allMatch(c -> c >= 1 && c <= 200),
                "categories " + perCategory.size());
        List<List<Object>> stock = generate(table(s, "inventories"), 1, 50_000, true).kept;
        assertTrue(stock.stream().allMatch(r -> (Long) r.get(2) >= 1_000 && (Long) r.get(2) <= 99_999_999));
        List<List<Object>> orders = generate(table(s, "orders"), 1, 50_000, true).kept;
        long waiting = orders.stream().filter(o -> (Long) o.get(4) <= 4).count();
        assertEquals(0.23, waiting / (double) orders.size(), 0.03, "orders awaiting processing");
        assertTrue(orders.stream().allMatch(o -> (Long) o.get(4) >= 1 && (Long) o.get(4) <= 10));
        assertEquals(1000, java.util.Arrays.stream(SoeNames.FIRST).distinct().count());
        assertEquals(1000, java.util.Arrays.stream(SoeNames.LAST).distinct().count());
        List<List<Object>> customers = generate(table(s, "customers"), 1, 50_000, true).kept;
        java.util.Set<String> middle =
                new java.util.HashSet<>(List.of(SoeNames.FIRST).subList(250, 750));
        long inMiddle = customers.stream()
                .filter(c -> middle.contains((String) c.get(1)))
                .count();
        assertTrue(inMiddle > customers.size() * 0.85, "a bell over the first names: " + inMiddle);
        // UCD draws both names uniformly: the share of name pairs any customer has is its chance to find one.
        long pairs = customers.stream()
                .map(c -> c.get(1) + " " + c.get(2))
                .distinct()
                .count();
        assertEquals(0.01, pairs / 1e6, 0.002, "share of the million name pairs present at 10,000 customers");
    }

    private static TableDef table(Schema s, String name) {
        return s.tables().stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow();
    }
}
