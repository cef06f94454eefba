package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.surgebench.core.driver.MixPlan;
import org.surgebench.core.spi.Rng;

/**
 * The mix converges to Swingbench's weights although a user's query picks and parameter draws come from one
 * random stream (as in the engine's VirtualUser): 16 users x 3,000 queries within half a point of each weight.
 * A 60-second run at the defaults (~630 queries) is another matter: a query's share then has a binomial spread
 * of up to 1.4 points (docs/sh.md, acceptance run).
 */
class ShMixTest {

    @Test
    void picksInterleavedWithParameterDrawsFollowTheWeights() {
        MixPlan plan = MixPlan.resolve(new ShWorkload(), null, Set.of(), Set.of(), Map.of());
        ShDimensions d = dimensions();
        int[] counts = new int[plan.transactions().size()];
        int total = 0;
        for (int user = 1; user <= 16; user++) {
            Rng r = new Rng(0).reseed(1, 0x5EED, user);
            for (int t = 0; t < 3_000; t++) {
                int i = plan.pick(r.nextInt(plan.totalWeight()));
                counts[i]++;
                total++;
                ShQueries.byShortName(plan.transactions().get(i).shortName())
                        .picker()
                        .pick(r, d);
            }
        }
        for (int i = 0; i < counts.length; i++) {
            String q = plan.transactions().get(i).shortName();
            double share = 100.0 * counts[i] / total;
            double weight = 100.0 * plan.weights().get(q) / plan.totalWeight();
            assertThat(share).as(q).isCloseTo(weight, org.assertj.core.data.Offset.offset(0.5));
        }
    }

    /** The values a generated schema's dimensions hold, in ascending order. */
    private static ShDimensions dimensions() {
        List<Integer> years = new ArrayList<>();
        List<String> months = new ArrayList<>();
        List<String> quarters = new ArrayList<>();
        for (int y = 1995; y <= 2014; y++) {
            years.add(y);
            for (int m = 1; m <= 12; m++) {
                months.add(String.format("%d-%02d", y, m));
            }
            for (int q = 1; q <= 4; q++) {
                quarters.add(y + "-" + q);
            }
        }
        List<Integer> weeks = new ArrayList<>();
        for (int w = 1; w <= 53; w++) {
            weeks.add(w);
        }
        return new ShDimensions(
                years,
                weeks,
                months,
                quarters,
                ShCatalog.COUNTRIES.stream()
                        .map(ShCatalog.Country::iso)
                        .sorted()
                        .toList(),
                ShCatalog.CHANNELS.stream()
                        .map(ShCatalog.Channel::desc)
                        .sorted()
                        .toList(),
                ShCatalog.PRODUCTS.stream()
                        .map(ShCatalog.Product::name)
                        .sorted()
                        .toList());
    }
}
