package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunSpec;

/** Engine sentences reach the app's dialogs and logs in its own words: no CLI flag left. */
class GuiWordingTest {

    private static String engine(Runnable r) {
        Throwable t = catchThrowable(r::run);
        assertThat(t).isInstanceOf(SurgeException.class);
        return t.getMessage();
    }

    @Test
    void sentencesTheEngineThrowsNameTheAppsFields() {
        String users = engine(() -> new RunSpec("tpcb").users(0).validate());
        assertThat(users).as("the engine names the setting, not a flag").startsWith("users must be at least 1");
        assertThat(GuiWording.of(users)).startsWith("Users must be at least 1");
        String both = engine(() -> new GenerateSpec("tpcb").force(true).resume(true).validate(0.001, 1000));
        assertThat(GuiWording.of(both)).isEqualTo("‘Drop an existing schema first’ starts over and ‘Resume an "
                + "interrupted generation’ continues: tick one of them.");
        String scale = engine(() -> new GenerateSpec("tpcb").scale(-1).validate(0.001, 1000));
        assertThat(GuiWording.of(scale)).startsWith("Scale must be positive");
    }

    @Test
    void phrasesAndCommandsBecomeFieldsAndMenus() {
        assertThat(GuiWording.of("A tpcb schema exists at jdbc:h2:mem:x: add --force to replace it, --resume to "
                + "finish it.")).isEqualTo("A tpcb schema exists at jdbc:h2:mem:x: add ‘Drop an existing schema "
                + "first’ to replace it, ‘Resume an interrupted generation’ to finish it.");
        assertThat(GuiWording.of("No tpcb schema found at x for user 'sa': run `surge generate tpcb` first."))
                .isEqualTo("No tpcb schema found at x for user 'sa': run File → Generate schema (tpcb) first.");
        assertThat(GuiWording.of("PostgreSQL rejected user 'u' at x: check --user and the password (--password, "
                + "SURGE_PASSWORD or -p to be asked).")).isEqualTo("PostgreSQL rejected user 'u' at x: check the "
                + "User and Password fields (the Password field).");
        assertThat(GuiWording.of("Not enough space: choose a smaller --scale or free some space (--skip-disk-check "
                + "if the estimate is wrong).")).endsWith("choose a smaller Scale or free some space (tick ‘Skip the "
                + "free-space check’ if the estimate is wrong).");
        assertThat(GuiWording.of("User 3 waited 120 s (--stall-timeout): dropped its connection"))
                .isEqualTo("User 3 waited 120 s (stall timeout): dropped its connection");
    }

    @Test
    void noFlagIsLeftInAnyOfThem() {
        for (String s : List.of("Cannot write results to /x: choose a writable folder with -r/--results.",
                "regenerate with `surge generate sh --force`.", "--option tablespace=x y is not a tablespace name.",
                "Give a positive run time (--run-time) or a transaction count (--max-transactions).",
                "lower --users, raise the server's limit, or add --allow-fewer-users")) {
            assertThat(GuiWording.of(s)).as(s).doesNotContainPattern("(^|[^\\w])--?[a-z]");
        }
    }
}
