package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A run on the local PostgreSQL server opens in a results tab that shows the database's load profile: every
 * figure of PostgreSQL's view under its label with the value the engine's printer gives it (the same as the
 * console's and the HTML report's), not an empty table.
 */
@ExtendWith(ApplicationExtension.class)
class ResultViewPostgresTest {
    static String url;
    static RunResult result;

    @TempDir
    static Path dir;

    MainWindow window;

    @BeforeAll
    static void runOnPostgres() throws Exception {
        url = LocalPostgres.createDatabase("surge_gui_result");
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
        result = Surgebench.run(new RunSpec("tpcb")
                .connection(db)
                .users(2)
                .runTime(Duration.ofSeconds(3))
                .resultsDir(dir));
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Start
    void start(Stage stage) {
        Dialogs.quiet = true;
        window = new MainWindow(p -> true);
        stage.setScene(new Scene(window, 1280, 800));
        stage.show();
    }

    @Test
    void theResultsTabShowsThePostgresLoadProfile(FxRobot robot) {
        robot.interact(() -> window.model.show(result));
        // The results tab's content is inside a ScrollPane, whose children exist once CSS and layout ran.
        robot.interact(() -> {
            window.applyCss();
            window.layout();
        });
        Node figures = robot.lookup("#databaseFigures").query();
        List<String> shown = new ArrayList<>();
        texts(figures, shown);
        ViewSection pg = DatabaseViewPrinter.sections(DatabaseView.of(result)).get(0);
        assertThat(pg.title()).startsWith("PostgreSQL");
        assertThat(shown).contains(pg.title());
        assertThat(pg.keyFigures())
                .extracting(ViewSection.Figure::label)
                .contains(
                        "DB read IO requests/s",
                        "DB write IO requests/s (cluster-wide)",
                        "DB read MB/s",
                        "DB write MB/s (cluster-wide)",
                        "buffer hit ratio",
                        "WAL MB/s (cluster-wide)",
                        "transactions/s");
        for (ViewSection.Figure f : pg.figures()) {
            int at = shown.indexOf(f.label());
            assertThat(at).as("label " + f.label()).isNotNegative();
            assertThat(shown.get(at + 1)).as(f.label()).isEqualTo(f.value());
        }
        assertThat(shown).anyMatch(t -> t.startsWith("DB IO requests:"));
        assertThat(shown).noneMatch(t -> t.matches(".*PerSec.*|loadProfile.*"));
        assertThat(result.database()).containsKey("postgresql");
        assertThat(Map.copyOf(result.database())).doesNotContainKey("awr");
    }

    /** The labels' texts in the order the view lays them out. */
    private static void texts(Node n, List<String> out) {
        if (n instanceof Label l) {
            out.add(l.getText());
        } else if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> texts(c, out));
        }
    }
}
