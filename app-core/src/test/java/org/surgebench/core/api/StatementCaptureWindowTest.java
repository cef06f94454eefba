package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.CountedStatement;

/**
 * {@code surge capture --duration}: what ran in the window is the second reading less the first, statement by
 * statement; a statement new in the window counts whole, one that did not run is left out, and one whose count
 * went down (the statistics were reset in between) counts what the second reading holds.
 */
class StatementCaptureWindowTest {

    @Test
    void theWindowIsTheDifferenceOfTwoReadings() {
        List<CountedStatement> before = List.of(
                new CountedStatement("q1", "SELECT a", 100, 10),
                new CountedStatement("q2", "SELECT b", 50, 5),
                new CountedStatement("q3", "SELECT c", 70, 7));
        List<CountedStatement> after = List.of(
                new CountedStatement("q1", "SELECT a", 130, 16),
                new CountedStatement("q2", "SELECT b", 50, 5),
                new CountedStatement("q3", "SELECT c", 20, 2),
                new CountedStatement("q4", "SELECT d", 9, 1));
        assertThat(StatementCapture.since(before, after))
                .containsExactly(
                        new CountedStatement("q1", "SELECT a", 30, 6),
                        new CountedStatement("q3", "SELECT c", 20, 2),
                        new CountedStatement("q4", "SELECT d", 9, 1));
    }
}
