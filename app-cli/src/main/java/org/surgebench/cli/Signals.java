package org.surgebench.cli;

import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;

/**
 * Ctrl-C and SIGTERM: the first asks the work to stop cleanly (results are still written), a second exits
 * at once with 130. A shutdown hook could not tell the two apart.
 */
final class Signals {
    private Signals() {
    }

    static void onInterrupt(String message, Runnable firstSignal) {
        AtomicInteger count = new AtomicInteger();
        sun.misc.SignalHandler h = sig -> {
            if (count.incrementAndGet() == 1) {
                System.err.println();
                System.err.println(message);
                firstSignal.run();
            } else {
                Runtime.getRuntime().halt(130);
            }
        };
        for (String name : new String[] {"INT", "TERM"}) {
            try {
                Signal.handle(new Signal(name), h);
            } catch (IllegalArgumentException e) {
                // The shell started us with this signal ignored (a background job): leave it so.
            }
        }
    }
}
