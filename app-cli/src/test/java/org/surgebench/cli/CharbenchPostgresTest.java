package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalPostgres;
import org.w3c.dom.Document;

/**
 * Swingbench users' scripts on PostgreSQL: oewizard builds the schema, charbench runs SOE_Server_Side_V2.xml with
 * charbench's flags and columns and writes Swingbench's results file; the database's own row counts agree.
 */
class CharbenchPostgresTest {
    @TempDir
    static Path dir;

    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_charbench");
        var wizard = Cli.run(
                "oewizard",
                "-cl",
                "-create",
                "-scale",
                "0.001",
                "-cs",
                url,
                "-u",
                LocalPostgres.USER,
                "-p",
                "",
                "-tc",
                "2");
        assertThat(wizard.exitCode()).as(wizard.all()).isZero();
        assertThat(wizard.out()).contains("oewizard: surge generate soe --url " + url, "--password ***");
    }

    @AfterAll
    static void drop() {
        if (url != null) {
            var d = Cli.run("oewizard", "-cl", "-drop", "-cs", url, "-u", LocalPostgres.USER, "-p", "");
            assertThat(d.exitCode()).as(d.all()).isZero();
            LocalPostgres.dropDatabase(url);
        }
    }

    private static long count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void charbenchRunsTheV2FileWithItsColumnsAndResultsFile() throws Exception {
        Path config = SwingbenchConfigH2Test.copy(dir, "v2.7/SOE_Server_Side_V2.xml");
        Path xml = dir.resolve("out").resolve("results.xml");
        long customersBefore = count("SELECT count(*) FROM customers");
        var r = Cli.run(
                "charbench",
                "-c",
                config.toString(),
                "-cs",
                url,
                "-u",
                LocalPostgres.USER,
                "-p",
                "",
                "-uc",
                "8",
                "-rt",
                "0:00.03",
                "-v",
                "users,tpm,tps,resp",
                "-r",
                xml.toString(),
                "-stats",
                "full");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).contains("charbench: -stats full is not used");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).contains("Time     Users       TPM      TPS      Resp");
        assertThat(lines.stream().filter(l -> l.matches("\\d\\d:\\d\\d:\\d\\d \\[\\d/8] +\\d+ +\\d+ +\\d+")))
                .as(r.out())
                .isNotEmpty();

        RunResult json;
        try (Stream<Path> files = Files.list(xml.getParent())) {
            Path p = files.filter(f -> f.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            json = Json.mapper().readValue(p.toFile(), RunResult.class);
        }
        assertThat(json.users()).isEqualTo(8);
        assertThat(json.config().variant()).isEqualTo("server");
        assertThat(json.config().weights())
                .containsEntry("NCR", 15)
                .containsEntry("BP", 50)
                .doesNotContainKey("SQ");
        // The database counted the customers that Customer Registration added.
        long registered = json.transaction("NCR").count();
        assertThat(registered).isPositive();
        // (Up to one more per user: a registration in flight when the measured window closed still commits.)
        assertThat(count("SELECT count(*) FROM customers") - customersBefore).isBetween(registered, registered + 8);

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("Results");
        assertThat(text(doc, "BenchmarkName")).isEqualTo("Order Entry (PLSQL) V2");
        assertThat(Long.parseLong(text(doc, "TotalCompletedTransactions")))
                .isEqualTo(json.summary().transactions());
        assertThat(Long.parseLong(text(doc, "NumberOfUsers"))).isEqualTo(8);
        assertThat(Long.parseLong(text(doc, "InsertStatements")))
                .isEqualTo(json.summary().statements().insert());
        assertThat(doc.getElementsByTagName("Result").getLength())
                .isEqualTo(json.transactions().size());
        assertThat(doc.getElementsByTagName("NinetiethPercentile").getLength())
                .isEqualTo(json.transactions().size());
        assertThat(text(doc, "TPSReadings")).matches("\\d{13}, \\d+(,\\d{13}, \\d+)*");
    }

    private static String text(Document doc, String tag) {
        return doc.getElementsByTagName(tag).item(0).getTextContent();
    }

    @Test
    void unknownShortNameOrColumnGetsOneSentence() throws Exception {
        Path config = SwingbenchConfigH2Test.copy(dir, "v2.7/SOE_Server_Side_V2.xml");
        OneSentence.assertRefused(
                Cli.run(
                        "charbench",
                        "-c",
                        config.toString(),
                        "-cs",
                        url,
                        "-u",
                        LocalPostgres.USER,
                        "-p",
                        "",
                        "-rt",
                        "0:00.02",
                        "-di",
                        "SQ,XYZ"),
                2,
                "XYZ");
        OneSentence.assertRefused(
                Cli.run(
                        "charbench",
                        "-c",
                        config.toString(),
                        "-cs",
                        url,
                        "-u",
                        LocalPostgres.USER,
                        "-rt",
                        "0:00.02",
                        "-v",
                        "users,bogus"),
                2,
                "Unknown -v column 'bogus'");
        OneSentence.assertRefused(
                Cli.run("charbench", "-c", config.toString(), "-cs", url, "-rt", "5m"), 2, "-rt takes hours:minutes");
    }
}
