package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.driver.LogonCheck.UserLogon;

/**
 * When the log-on check waits for a slow server: users still coming, none refused, the last one on within the
 * grace. Otherwise it checks at once, so a full server (refusals) or a stuck one (no progress) still fails the run.
 */
class LogonCheckTest {
    private static final long S = 1_000_000_000L;
    private static final long GRACE = 10 * S;
    private static final long NOW = 1_000 * S;

    private static UserLogon on(long secondsAgo) {
        return new UserLogon(true, NOW - secondsAgo * S, false);
    }

    private static final UserLogon PENDING = new UserLogon(false, 0, false);
    private static final UserLogon REFUSED = new UserLogon(false, 0, true);

    @Test
    void waitsWhileUsersKeepComingWithoutErrors() {
        assertThat(LogonCheck.stillComing(List.of(on(30), on(2), PENDING, PENDING), NOW, GRACE))
                .isEqualTo(2);
    }

    @Test
    void checksAtOnceWhenNoUserGotOnWithinTheGrace() {
        assertThat(LogonCheck.stillComing(List.of(on(30), on(11), PENDING), NOW, GRACE))
                .isEqualTo(-1);
    }

    @Test
    void checksAtOnceWhenAUserWasRefused() {
        assertThat(LogonCheck.stillComing(List.of(on(1), PENDING, REFUSED), NOW, GRACE))
                .isEqualTo(-1);
    }

    @Test
    void checksAtOnceWhenAllAreOnOrNoneIs() {
        assertThat(LogonCheck.stillComing(List.of(on(1), on(2)), NOW, GRACE)).isEqualTo(-1);
        assertThat(LogonCheck.stillComing(List.of(PENDING, PENDING), NOW, GRACE))
                .isEqualTo(-1);
    }

    @Test
    void aLogOnThatTimedOutIsNoRefusalButTooManyConnectionsIs() {
        assertThat(UserLogon.saysNo(new SQLException("Connection attempt timed out.", "08001")))
                .isFalse();
        assertThat(UserLogon.saysNo(new SQLException("sorry, too many clients already", "53300")))
                .isTrue();
        assertThat(UserLogon.saysNo(new SQLException("password authentication failed", "28P01")))
                .isTrue();
        assertThat(UserLogon.saysNo(null)).isFalse();
    }

    @Test
    void theLastLogOnCountsWhateverTheOrderOfTheUsers() {
        assertThat(LogonCheck.stillComing(List.of(on(3), on(40), PENDING), NOW, GRACE))
                .isEqualTo(2);
    }
}
