package org.surgebench.gui;

import java.util.ArrayList;
import java.util.List;
import javafx.application.Application;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;

/**
 * Starts the desktop app. Deliberately not an {@link Application} subclass: the JDK's launcher insists on
 * JavaFX being on the module path when the main class extends Application, which a plain class-path or
 * shaded jar (bin/surge-gui) does not have.
 */
public final class SurgeGui {
    static final String WORKLOAD_PATH = "--workload-path";

    private SurgeGui() {}

    public static void main(String[] args) {
        try {
            useWorkloadPath(args);
        } catch (SurgeException e) {
            System.err.println("surge-gui: " + e.getMessage());
            System.exit(e.exitCode());
        }
        Application.launch(SurgeApp.class, args);
    }

    /**
     * Takes the workload path as the command line does: the folders of {@code --workload-path DIR} (repeatable,
     * or a list), or else those of {@code SURGE_WORKLOAD_PATH}; checked before the window
     * opens, so that a bad jar is one sentence (exit 2) and not a form missing a workload.
     */
    static void useWorkloadPath(String[] args) {
        List<String> given = null;
        for (int i = 0; i < args.length; i++) {
            String value = null;
            if (args[i].equals(WORKLOAD_PATH)) {
                if (i + 1 == args.length) {
                    throw SurgeException.usage(WORKLOAD_PATH + " needs a folder: " + WORKLOAD_PATH + " DIR.");
                }
                value = args[++i];
            } else if (args[i].startsWith(WORKLOAD_PATH + "=")) {
                value = args[i].substring(WORKLOAD_PATH.length() + 1);
            }
            if (value != null) {
                given = given == null ? new ArrayList<>() : given;
                given.add(value);
            }
        }
        Surgebench.useWorkloadPath(WORKLOAD_PATH, given);
    }
}
