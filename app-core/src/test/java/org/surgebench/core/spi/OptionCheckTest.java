package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The kinds of option value and the nearest known key of a typo. */
class OptionCheckTest {

    @Test
    void eachKindAcceptsItsValuesAndNamesTheRest() {
        assertThat(OptionSpec.flag("f", false, "").problem(" TRUE ")).isNull();
        assertThat(OptionSpec.flag("f", false, "").problem("yes")).isEqualTo("--option f=yes: not true or false.");
        assertThat(OptionSpec.whole("n", null, 1, 10, "").problem("10")).isNull();
        assertThat(OptionSpec.whole("n", null, 1, 10, "").problem("11"))
                .isEqualTo("--option n=11: not a whole " + "number from 1 to 10.");
        assertThat(OptionSpec.whole("n", null, 0, Long.MAX_VALUE, "").problem("1.5"))
                .isEqualTo("--option n=1.5: " + "not a whole number, 0 or more.");
        assertThat(OptionSpec.number("s", null, 0, 3600, "").problem("0.5")).isNull();
        assertThat(OptionSpec.number("s", null, 0, 3600, "").problem("NaN")).isNotNull();
        assertThat(OptionSpec.choice("c", "a", "", "lite", "heavy").problem("Heavy"))
                .isNull();
        assertThat(OptionSpec.choice("c", "a", "", "lite", "heavy").problem("max"))
                .isEqualTo("--option c=max: not " + "one of lite, heavy.");
        assertThat(OptionSpec.text("t", null, "[0-9]+[KMGT]?", "a size (e.g. 512M, 10G)", "")
                        .problem("10g"))
                .isNull();
        assertThat(OptionSpec.text("t", null, "[0-9]+[KMGT]?", "a size (e.g. 512M, 10G)", "")
                        .problem("ten"))
                .isEqualTo("--option t=ten: not a size (e.g. 512M, 10G).");
    }

    @Test
    void aTypoNamesTheNearestKeyAndNothingFarFetched() {
        List<String> known = List.of("size", "schemas", "scan-table-size", "server-side", "work-unit");
        assertThat(OptionCheck.nearest("sise", known)).isEqualTo("size");
        assertThat(OptionCheck.nearest("server_side", known)).isEqualTo("server-side");
        assertThat(OptionCheck.nearest("workunit", known)).isEqualTo("work-unit");
        assertThat(OptionCheck.nearest("colour", known)).isNull();
    }
}
