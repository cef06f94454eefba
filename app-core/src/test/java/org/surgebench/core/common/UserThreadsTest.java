package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UserThreadsTest {
    @Test
    void autoUsesPlatformThreadsBelow8UsersEventLoopsUpTo32AndVirtualThreadsBeyond() {
        assertThat(UserThreads.autoFor(1)).isEqualTo(UserThreads.PLATFORM);
        assertThat(UserThreads.autoFor(7)).isEqualTo(UserThreads.PLATFORM);
        assertThat(UserThreads.autoFor(8)).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(UserThreads.autoFor(32)).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(UserThreads.autoFor(33)).isEqualTo(UserThreads.VIRTUAL);
    }

    @Test
    void labelsAreTheCommandLinesWords() {
        assertThat(UserThreads.EVENT_LOOP.label()).isEqualTo("event-loop");
        assertThat(UserThreads.PLATFORM.label()).isEqualTo("platform");
    }
}
