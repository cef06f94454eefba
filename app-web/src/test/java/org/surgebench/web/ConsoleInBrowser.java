package org.surgebench.web;

import java.nio.file.Path;
import org.surgebench.core.api.Surgebench;

/**
 * What each browser test starts and stops: an open web console on a free loopback port, writing its results under
 * a folder of the test's, and a headless Chromium on it.
 */
record ConsoleInBrowser(WebConsole console, ConsoleBrowser browser) implements AutoCloseable {
    static ConsoleInBrowser open(Path results) {
        WebConsole console =
                WebConsole.start("127.0.0.1", 0, ConsoleAccess.open(), results, null, Surgebench::start, r -> {});
        try {
            return new ConsoleInBrowser(console, new ConsoleBrowser(console.url()));
        } catch (RuntimeException | Error e) {
            console.close();
            throw e;
        }
    }

    @Override
    public void close() {
        try {
            browser.close();
        } finally {
            console.close();
        }
    }
}
