package org.surgebench.cli;

import java.io.IOException;
import java.io.InputStream;
import org.surgebench.core.run.RunSession;

/**
 * Swingbench's charbench says "Hit Return to Terminate Run" and stops when Return is pressed; {@code surge
 * charbench} does the same: a line typed on the terminal stops the run as the desktop app's Stop does (the
 * measured window so far is the result, written, exit 0). Only where stdin is a terminal: a script's or a
 * background job's stdin (a pipe, /dev/null) is never read, and its end stops nothing.
 */
final class ReturnKey {
    private ReturnKey() {}

    /** Stops {@code session} at the first Return typed on the terminal; does nothing off a terminal. */
    static void stops(RunSession session) {
        if (TerminalSize.stdinIsTerminal()) {
            stopsOnReturn(session, System.in);
        }
    }

    static void stopsOnReturn(RunSession session, InputStream in) {
        System.out.println("Hit Return to stop the run (the results of the measured window are written).");
        Thread.ofPlatform().daemon().name("return-stops-the-run").start(() -> {
            try {
                for (int c = in.read(); c != -1; c = in.read()) {
                    if (c == '\n' || c == '\r') {
                        System.err.println("Stopping (Return): the results of the measured window will be written...");
                        session.stop();
                        return;
                    }
                }
            } catch (IOException e) {
                // stdin is gone: only Ctrl-C or the run's end stop it now
            }
        });
    }
}
