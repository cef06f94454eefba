package org.surgebench.core.driver;

import io.vertx.core.transport.Transport;
import java.util.Locale;
import org.surgebench.core.common.SurgeException;

/**
 * How the event loops talk to the kernel: io_uring where the kernel offers it, else epoll, else Java's NIO.
 *
 * <p>Why io_uring first: a user's round trip is a send and a receive, and with epoll each is a system call of its
 * own. io_uring hands the kernel every loop turn's sends and receives in one call, so the loop enters the kernel
 * less often for the same statements. On a virtual machine, where each kernel entry is dear, the client took
 * 18-25 % less CPU per transaction than on epoll at 64 users and up to 12 % less at 16 (alternating pairs:
 * docs/benchmarks.md#event-loops-on-io_uring). The server sees the same statements either way. Containers and
 * kernels often forbid io_uring (Docker's default seccomp profile, {@code kernel.io_uring_disabled}); Netty finds
 * that out by trying, and the loops use epoll.
 *
 * <p>The system property {@value #PROPERTY} ({@code io_uring}, {@code epoll} or {@code nio}) asks for one, for
 * comparing them; one that this machine cannot give is refused rather than silently replaced.
 */
public final class LoopTransport {
    /** The system property that asks for a transport. */
    public static final String PROPERTY = "surgebench.transport";

    private LoopTransport() {}

    /** The transport for a run's event loops: the one asked for by {@value #PROPERTY}, or the best available. */
    static Transport choose() {
        String asked = System.getProperty(PROPERTY, "").trim().toLowerCase(Locale.ROOT);
        return switch (asked) {
            case "" -> best();
            case "io_uring" -> available(Transport.IO_URING, asked);
            case "epoll" -> available(Transport.EPOLL, asked);
            case "nio" -> Transport.NIO;
            default ->
                throw new SurgeException(
                        SurgeException.USAGE,
                        "-D" + PROPERTY + "=" + asked + " is not a transport: use io_uring, epoll or nio.");
        };
    }

    /** The name of the transport a run's event loops take here and now ({@code io_uring}, {@code epoll}, {@code nio}). */
    public static String chosenName() {
        return choose().name();
    }

    /** Whether this machine can give the named transport, so that a test can ask for it. */
    public static boolean available(String name) {
        Transport t = switch (name) {
            case "io_uring" -> Transport.IO_URING;
            case "epoll" -> Transport.EPOLL;
            case "nio" -> Transport.NIO;
            default -> throw new IllegalArgumentException("Not a transport: " + name);
        };
        return t != null && t.available();
    }

    private static Transport best() {
        for (Transport t : new Transport[] {Transport.IO_URING, Transport.EPOLL}) {
            if (t != null && t.available()) {
                return t;
            }
        }
        return Transport.NIO;
    }

    private static Transport available(Transport t, String name) {
        if (t == null || !t.available()) {
            throw new SurgeException(
                    SurgeException.USAGE,
                    "-D" + PROPERTY + "=" + name + " asks for a transport this machine cannot give"
                            + (t == null ? "" : " (" + t.unavailabilityCause() + ")") + ".");
        }
        return t;
    }
}
