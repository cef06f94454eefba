package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.CounterWorkload;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.Workload;

/** Choosing a workload's variant: the one asked for, the workload's default per database, or one sentence why not. */
class VariantChoiceTest {
    private static final CounterWorkload ONE_WAY = new CounterWorkload();

    /** The counter workload with two variants, one of which H2 cannot run. */
    private static final Workload TWO_WAYS = new Workload() {
        @Override
        public String name() {
            return "counter";
        }

        @Override
        public String description() {
            return ONE_WAY.description();
        }

        @Override
        public Schema schema(SchemaOptions options) {
            return ONE_WAY.schema(options);
        }

        @Override
        public List<TransactionDef> transactions() {
            return ONE_WAY.transactions();
        }

        @Override
        public List<Mix> mixes() {
            return ONE_WAY.mixes();
        }

        @Override
        public List<Variant> variants() {
            return List.of(new Variant("fast", "one way"), new Variant("slow", "another way"));
        }

        @Override
        public String defaultVariant(String dialect) {
            return "h2".equals(dialect) ? "slow" : "fast";
        }

        @Override
        public String unsupportedVariant(String variant, String dialect) {
            return "fast".equals(variant) && "h2".equals(dialect) ? "H2 cannot go fast." : null;
        }
    };

    @Test
    void theDefaultFollowsTheDatabaseAndAnAskedVariantIsChecked() {
        assertThat(VariantChoice.resolve(TWO_WAYS, null, "postgresql")).isEqualTo("fast");
        assertThat(VariantChoice.resolve(TWO_WAYS, null, "h2")).isEqualTo("slow");
        assertThat(VariantChoice.resolve(TWO_WAYS, " SLOW ", "postgresql")).isEqualTo("slow");
        assertThatThrownBy(() -> VariantChoice.resolve(TWO_WAYS, "fast", "h2"))
                .isInstanceOf(SurgeException.class)
                .hasMessage("H2 cannot go fast.");
        assertThatThrownBy(() -> VariantChoice.resolve(TWO_WAYS, "medium", "h2"))
                .isInstanceOf(SurgeException.class)
                .hasMessage("Unknown variant 'medium' for counter; available: fast, slow.");
    }

    @Test
    void aWorkloadWithOneWayHasNoVariantAndRefusesOne() {
        assertThat(VariantChoice.resolve(ONE_WAY, null, "h2")).isNull();
        assertThatThrownBy(() -> VariantChoice.resolve(ONE_WAY, "fast", "h2"))
                .isInstanceOfSatisfying(org.surgebench.core.common.SettingException.class, e -> {
                    assertThat(e).hasMessage("The counter workload has only one way to run: drop variant fast.");
                    assertThat(e.in(setting -> "--" + setting))
                            .isEqualTo("The counter workload has only one way to run: drop --variant fast.");
                });
    }
}
