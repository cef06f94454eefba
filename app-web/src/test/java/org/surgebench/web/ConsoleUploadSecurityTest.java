package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;

/**
 * What the console does with what a person sends it: a Swingbench configuration file with an XML external
 * entity is refused and the entity never read; an oversized file is refused in one sentence; a comparison can
 * name only the results folder's files; a comment's HTML is text on every page that shows it (the history, the
 * report, the comparison) and in the API's JSON.
 */
class ConsoleUploadSecurityTest {
    private static final String SECRET = "never-leaves-this-machine-4711";
    private static final String COMMENT = "<img src=x onerror=alert(1)><script>steal()</script> & more";

    @TempDir
    static Path dir;

    static WebConsole console;
    static ConsoleClient client;

    @BeforeAll
    static void start() throws Exception {
        Files.writeString(dir.resolve("secret.txt"), SECRET);
        console = WebConsole.start(
                "127.0.0.1", 0, ConsoleAccess.open(), dir.resolve("results"), null, Surgebench::start, r -> {});
        client = new ConsoleClient(console.url(), null);
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    @Test
    void aConfigurationFileIsMappedOntoTheFormWithoutItsPassword() throws Exception {
        String xml;
        try (InputStream in = getClass().getResourceAsStream("/swingbench/v2.7/SOE_Server_Side_V2.xml")) {
            xml = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        ConsoleClient.Answer a = client.post("/api/swingbench-config?name=SOE_Server_Side_V2.xml", xml);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        assertThat(a.json())
                .containsEntry("workload", "soe")
                .containsEntry("users", 4)
                .containsEntry("run-time", "5m");
        // The file holds a password (Swingbench's enc() form): it never comes back.
        assertThat(xml).contains("<Password>enc(cw4Xx9RgsQA=)</Password>");
        assertThat(a.json()).doesNotContainKey("password");
        assertThat(a.body()).doesNotContain("cw4Xx9RgsQA");
    }

    @Test
    void anExternalEntityIsNeverResolved() throws Exception {
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE SwingBenchConfiguration [<!ENTITY leak SYSTEM \"file://"
                + dir.resolve("secret.txt") + "\">]>\n<SwingBenchConfiguration><Name>&leak;</Name>"
                + "<Comment>&leak;</Comment></SwingBenchConfiguration>";
        ConsoleClient.Answer a = client.post("/api/swingbench-config?name=evil.xml", xxe);
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.body()).doesNotContain(SECRET);
        assertThat((String) a.json().get("error")).isNotBlank().doesNotContain("\n");
    }

    @Test
    void anOversizedFileIsRefusedInOneSentence() throws Exception {
        String big =
                "<SwingBenchConfiguration>" + "x".repeat(SwingbenchUpload.MAX_BYTES) + "</SwingBenchConfiguration>";
        ConsoleClient.Answer a = client.post("/api/swingbench-config?name=big.xml", big);
        assertThat(a.status()).isEqualTo(413);
        assertThat((String) a.json().get("error"))
                .isEqualTo("The file is larger than 256 KiB: a Swingbench configuration file is a few KiB; choose "
                        + "that file.");
    }

    @Test
    void aComparisonNamesOnlyTheResultsFolder() throws Exception {
        Files.writeString(dir.resolve("outside.json"), "{\"summary\": {}, \"config\": {}}");
        ConsoleClient.Answer a = client.get("/compare?file=../outside.json&file=../outside.json");
        assertThat(a.status()).isEqualTo(403);
        assertThat(client.get("/compare?file=a.json").status()).isEqualTo(400);
    }

    @Test
    void aCommentsHtmlIsTextEverywhereItShows() throws Exception {
        String url = org.surgebench.testdata.TestDatabases.h2File(dir, "esc");
        Surgebench.generate(
                new org.surgebench.core.generate.GenerateSpec("tpcb")
                        .connection(new org.surgebench.core.db.ConnectionSpec(url, "sa", ""))
                        .scale(0.1),
                null);
        String[] files = new String[2];
        for (int i = 0; i < 2; i++) {
            ConsoleClient.Answer started = client.post(
                    "/api/runs",
                    Map.of(
                            "workload",
                            "tpcb",
                            "url",
                            url,
                            "user",
                            "sa",
                            "users",
                            1,
                            "run-time",
                            "1s",
                            "comment",
                            COMMENT));
            assertThat(started.status()).as(started.body()).isEqualTo(201);
            Map<String, Object> end = client.await(
                    (String) started.json().get("id"), "the end", s -> Boolean.TRUE.equals(s.get("finished")));
            assertThat(end).as("the run's status").doesNotContainKey("failure");
            @SuppressWarnings("unchecked")
            Map<String, Object> summary = (Map<String, Object>) end.get("summary");
            files[i] = (String) summary.get("file");
            // The API gives the comment as JSON text, exactly as given.
            assertThat(summary).containsEntry("comment", COMMENT);
        }
        String[] pages = {
            client.get("/history").body(),
            client.get("/results?file=" + files[0].replace(".json", ".html")).body(),
            client.get("/compare?file=" + files[0] + "&file=" + files[1]).body()
        };
        for (String page : pages) {
            assertThat(page).doesNotContain("<img src=x").doesNotContain("<script>steal");
        }
        assertThat(pages[0]).contains(Html.escape(COMMENT));
        assertThat(pages[1]).contains(Html.escape(COMMENT));
    }
}
