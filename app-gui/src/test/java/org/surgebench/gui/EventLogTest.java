package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The session's event log keeps its newest line in view, whole, as lines come in one by one: short ones and long
 * ones that wrap over several rows (connection URLs, error sentences), headless (Monocle).
 */
@ExtendWith(ApplicationExtension.class)
class EventLogTest {
    SessionView view;

    @Start
    void start(Stage stage) {
        Dialogs.quiet = true;
        view = new SessionView(r -> {});
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
    }

    @Test
    void theNewestLineIsAlwaysInViewWhole(FxRobot robot) {
        String wraps =
                " Cannot connect to jdbc:postgresql://a-rather-long-host-name.example.com:5432/soe?sslmode=require"
                        + " for user 'soe': the server closed the connection; check the host, the port and pg_hba.conf.";
        for (int i = 0; i < 60; i++) {
            String line = "line " + i + (i % 3 == 0 ? wraps : "");
            robot.interact(() -> view.log(line));
            WaitForAsyncUtils.waitForFxEvents();
            if (i % 10 == 9 || i == 59) {
                assertNewestInView(robot, i);
            }
        }
    }

    private void assertNewestInView(FxRobot robot, int i) {
        ListView<String> log = view.eventLog;
        robot.interact(() -> {
            log.layout();
            VirtualFlow<?> flow = (VirtualFlow<?>) log.lookup(".virtual-flow");
            IndexedCell<?> last = flow.getLastVisibleCell();
            assertThat(last).as("a visible cell after line " + i).isNotNull();
            assertThat(last.getIndex())
                    .as("the last visible cell after line " + i)
                    .isEqualTo(i);
            Bounds cell = last.localToScene(last.getLayoutBounds());
            Bounds list = flow.localToScene(flow.getLayoutBounds());
            assertThat(cell.getMaxY())
                    .as("line " + i + " ends inside the log (" + cell + " in " + list + ")")
                    .isLessThanOrEqualTo(list.getMaxY() + 0.5);
        });
    }
}
