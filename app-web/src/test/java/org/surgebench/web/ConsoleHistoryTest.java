package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunHistory;

/**
 * The run history behind the console: results written before the catalogue are imported once, listed by the
 * API and the history page, and a comment holding HTML is shown as text, never run as markup.
 */
class ConsoleHistoryTest {
    private static final String HOSTILE = "<script>alert('x')</script> & \"more\"";

    @TempDir
    static Path dir;

    static WebConsole console;

    @BeforeAll
    static void start() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        try (InputStream in = ConsoleHistoryTest.class.getResourceAsStream("/results/format1/single.json")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> doc = Json.mapper().readValue(in, Map.class);
            @SuppressWarnings("unchecked")
            Map<String, Object> config = (Map<String, Object>) doc.get("config");
            config.put("comment", HOSTILE);
            Json.mapper().writeValue(results.resolve("old-run.json").toFile(), doc);
        }
        console = WebConsole.start("127.0.0.1", 0, ConsoleAccess.open(), results, null, Surgebench::start, r -> {});
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    @Test
    void importedRunsAreListedOnceAndTheirCommentsEscaped() throws Exception {
        RunHistory history = RunHistory.of(dir.resolve("results"), null);
        assertThat(history.importFolder(dir.resolve("results"))).isEqualTo(1);
        assertThat(history.importFolder(dir.resolve("results"))).isZero();
        assertThat(Files.exists(dir.resolve(RunHistory.FILE_NAME + ".mv.db"))).isTrue();

        ConsoleClient client = new ConsoleClient(console.url(), null);
        ConsoleClient.Answer api = client.get("/api/history");
        assertThat(api.status()).isEqualTo(200);
        List<?> rows = Json.mapper().readValue(api.body(), List.class);
        assertThat(rows).hasSize(1);
        assertThat(((Map<?, ?>) rows.get(0)).get("comment")).isEqualTo(HOSTILE);

        String page = client.get("/history").body();
        assertThat(page)
                .doesNotContain("<script>alert")
                .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;")
                .contains("/results?file=old-run.html");
    }
}
