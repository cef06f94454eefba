package org.surgebench.core.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;

class UserThreadsDecisionTest {
    @Test
    void autosPlatformThreadsGiveWayToVirtualOnesWhenARunGrowsPast32Users() {
        UserThreadsDecision auto = new UserThreadsDecision(UserThreads.PLATFORM, true, null);
        assertThat(auto.virtualThreadsFor(4)).isFalse();
        assertThat(auto.virtualThreadsFor(32)).isFalse();
        assertThat(auto.virtualThreadsFor(33)).isTrue();
    }

    @Test
    void askedForKindsKeepTheirThreadsAtAnyCount() {
        assertThat(new UserThreadsDecision(UserThreads.PLATFORM, false, null).virtualThreadsFor(500))
                .isFalse();
        assertThat(new UserThreadsDecision(UserThreads.VIRTUAL, false, null).virtualThreadsFor(1))
                .isTrue();
        // An event-loop user's thread only waits for it to log off.
        assertThat(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null).virtualThreadsFor(8))
                .isTrue();
    }

    @Test
    void describesWhatRanAndWhyAutoChoseIt() {
        assertThat(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null).describe(16))
                .isEqualTo("users: 16 on event loops (auto)");
        assertThat(new UserThreadsDecision(UserThreads.EVENT_LOOP, true, null)
                        .withTransport("io_uring")
                        .describe(16))
                .isEqualTo("users: 16 on event loops over io_uring (auto)");
        assertThat(new UserThreadsDecision(UserThreads.PLATFORM, true, "event loops need PostgreSQL").describe(16))
                .isEqualTo("users: 16 on platform threads (auto; event loops need PostgreSQL)");
    }
}
