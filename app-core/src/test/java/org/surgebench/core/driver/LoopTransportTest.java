package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.channel.epoll.Epoll;
import io.netty.channel.uring.IoUring;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.EventLoopTransaction;

/** The event loops' transport: io_uring where the kernel gives it, else epoll; one asked for, or refused. */
class LoopTransportTest {
    @AfterEach
    void clear() {
        System.clearProperty(LoopTransport.PROPERTY);
    }

    /** Netty's own probe (it opens a ring) decides, not the kernel version or a guess. */
    private static String expectedBest() {
        return IoUring.isAvailable() ? "io_uring" : Epoll.isAvailable() ? "epoll" : "nio";
    }

    @Test
    void theLoopsRunOnTheBestTransportThisKernelGives() {
        System.out.println("io_uring here: " + IoUring.isAvailable()
                + (IoUring.isAvailable() ? "" : " (" + IoUring.unavailabilityCause() + ")"));
        try (EventLoops loops = new EventLoops(2, null, new EventLoopTransaction[0])) {
            assertThat(loops.transportName()).isEqualTo(expectedBest());
        }
    }

    @Test
    void oneAskedForIsTheOneUsed() {
        System.setProperty(LoopTransport.PROPERTY, "nio");
        try (EventLoops loops = new EventLoops(1, null, new EventLoopTransaction[0])) {
            assertThat(loops.transportName()).isEqualTo("nio");
        }
        if (Epoll.isAvailable()) {
            System.setProperty(LoopTransport.PROPERTY, " EPOLL ");
            try (EventLoops loops = new EventLoops(1, null, new EventLoopTransaction[0])) {
                assertThat(loops.transportName()).isEqualTo("epoll");
            }
        }
    }

    @Test
    void aTransportThatIsNoneOrUnavailableIsRefused() {
        System.setProperty(LoopTransport.PROPERTY, "uring");
        assertThatThrownBy(LoopTransport::choose)
                .isInstanceOf(SurgeException.class)
                .hasMessage("-Dsurgebench.transport=uring is not a transport: use io_uring, epoll or nio.");
        if (!IoUring.isAvailable()) {
            System.setProperty(LoopTransport.PROPERTY, "io_uring");
            assertThatThrownBy(LoopTransport::choose)
                    .isInstanceOf(SurgeException.class)
                    .hasMessageStartingWith(
                            "-Dsurgebench.transport=io_uring asks for a transport this machine cannot give");
        }
    }
}
