package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UserThreadsTest {
    @Test
    void autoUsesPlatformThreadsUpToTheLimitAndVirtualThreadsBeyond() {
        assertThat(UserThreads.AUTO.virtualFor(1)).isFalse();
        assertThat(UserThreads.AUTO.virtualFor(UserThreads.AUTO_PLATFORM_LIMIT)).isFalse();
        assertThat(UserThreads.AUTO.virtualFor(UserThreads.AUTO_PLATFORM_LIMIT + 1))
                .isTrue();
        assertThat(UserThreads.PLATFORM.virtualFor(100_000)).isFalse();
        assertThat(UserThreads.VIRTUAL.virtualFor(1)).isTrue();
    }
}
