package org.surgebench.gui;

import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

/**
 * The form's "Test connection": connects off the UI thread (a server that does not answer can take a while)
 * and says in one line what is there, or why it failed. The engine call and the UI thread are injected, so it
 * is tested in plain JUnit.
 */
final class ConnectionCheck {
    /** "Connecting to …", then "✓ Connected: …" or "✗ …", in the app's words. */
    final StringProperty status = new SimpleStringProperty("");
    /** A test is under way: the button waits. */
    final BooleanProperty busy = new SimpleBooleanProperty();

    private final BiFunction<ConnectionSpec, String, String> describe;
    private final Executor fx;

    ConnectionCheck() {
        this(Surgebench::describe, javafx.application.Platform::runLater);
    }

    /**
     * @param describe connects once and says what is there ({@link Surgebench#describe})
     * @param fx       runs a task on the UI thread
     */
    ConnectionCheck(BiFunction<ConnectionSpec, String, String> describe, Executor fx) {
        this.describe = describe;
        this.fx = fx;
    }

    /** Tests {@code connection} and the schema of {@code workload} there (null: the connection only). */
    void test(ConnectionSpec connection, String workload) {
        status.set("Connecting to " + connection.where() + " …");
        busy.set(true);
        Thread.ofVirtual().name("surge-gui-test-connection").start(() -> {
            String text;
            try {
                text = describe.apply(connection, workload);
            } catch (SurgeException e) {
                text = "✗ " + e.getMessage();
            }
            String shown = GuiWording.of(text);
            fx.execute(() -> {
                status.set(shown);
                busy.set(false);
            });
        });
    }
}
