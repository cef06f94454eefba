package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UserThreadsTest {
    @Test
    void autoUsesEventLoopsFrom8UsersUpAndPlatformThreadsBelow() {
        assertThat(UserThreads.autoFor(1)).isEqualTo(UserThreads.PLATFORM);
        assertThat(UserThreads.autoFor(7)).isEqualTo(UserThreads.PLATFORM);
        assertThat(UserThreads.autoFor(8)).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(UserThreads.autoFor(64)).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(UserThreads.autoFor(65)).isEqualTo(UserThreads.EVENT_LOOP);
        assertThat(UserThreads.autoFor(5_000)).isEqualTo(UserThreads.EVENT_LOOP);
    }

    @Test
    void onThreadsAutoUsesPlatformThreadsUpTo32UsersAndVirtualBeyond() {
        assertThat(UserThreads.threadsFor(32)).isEqualTo(UserThreads.PLATFORM);
        assertThat(UserThreads.threadsFor(33)).isEqualTo(UserThreads.VIRTUAL);
    }

    @Test
    void labelsAreTheCommandLinesWords() {
        assertThat(UserThreads.EVENT_LOOP.label()).isEqualTo("event-loop");
        assertThat(UserThreads.PLATFORM.label()).isEqualTo("platform");
    }
}
