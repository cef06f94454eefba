package org.surgebench.gui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.application.HostServices;

/**
 * Opens a result file or folder with the desktop's application (the browser for an HTML report) and says
 * whether one took it, so the app can show where the file is when none did (no browser registered, no
 * desktop session). JavaFX's own {@code showDocument} fails silently, so on Linux and the BSDs this asks
 * {@code xdg-open}, whose exit status tells.
 */
@FunctionalInterface
interface FileOpener {
    /** How long xdg-open may take to hand the file over; still running then counts as opened. */
    long WAIT_SECONDS = 3;

    /** Opens {@code file}; false when no application took it. */
    boolean open(Path file);

    /** The desktop's: xdg-open where there is one, else JavaFX's host services (which cannot tell). */
    static FileOpener desktop(HostServices hostServices) {
        return file -> {
            String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
            if (os.contains("linux") || os.contains("bsd")) {
                try {
                    Process p = new ProcessBuilder("xdg-open", file.toString())
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
                    return !p.waitFor(WAIT_SECONDS, TimeUnit.SECONDS) || p.exitValue() == 0;
                } catch (IOException e) {
                    return false;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            hostServices.showDocument(file.toUri().toString());
            return true;
        };
    }
}
