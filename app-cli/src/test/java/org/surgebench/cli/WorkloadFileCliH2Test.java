package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.TestDatabases;

/** Workload files through the CLI on embedded H2, and the sentences for files that do not read. */
class WorkloadFileCliH2Test extends WorkloadFileCliContract {
    @Override
    String url() {
        return TestDatabases.h2File(dir, "files");
    }

    @Override
    List<String> credentials() {
        return List.of("--user", "sa");
    }

    @Test
    void aSweepTakesAFileAndNamesItsResultsByTheFilesName() throws Exception {
        Path app = file("app.yaml", APP);
        assertThat(surge("generate", app.toString(), "--scale", "0.1").exitCode())
                .isZero();
        Cli.Result s = surge(
                "sweep",
                app.toString(),
                "--users",
                "1,2",
                "--step-time",
                "1s",
                "-r",
                dir.resolve("s").toString());
        assertThat(s.exitCode()).as(s.all()).isZero();
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(dir.resolve("s"))) {
            assertThat(files.map(f -> f.getFileName().toString()))
                    .anyMatch(f -> f.startsWith("app-sweep-") && f.endsWith(".json"));
        }
    }

    @Test
    void aFileThatDoesNotReadIsOneSentenceNamingItsLine() throws Exception {
        Path syntax = file("syntax.yaml", "transactions:\n  T:\n    statements: [\n");
        OneSentence.assertRefused(Cli.run("list", syntax.toString()), 2, "syntax.yaml:", "not valid YAML");
        Path unknown = file("unknown.yaml", """
                transactions:
                  T:
                    wieght: 3
                    statements:
                      - sql: SELECT 1
                """);
        OneSentence.assertRefused(
                Cli.run("list", unknown.toString()),
                2,
                "unknown.yaml:3: transactions.T.wieght: unknown key (did you mean 'weight'?)");
        Path noSource = file("nosource.yaml", """
                parameters:
                  customer: {uniform: 1..100}
                transactions:
                  T:
                    statements:
                      - sql: SELECT * FROM orders WHERE customer_id = :customr
                """);
        OneSentence.assertRefused(
                Cli.run("run", noSource.toString(), "--url", url()),
                2,
                "nosource.yaml:6: transactions.T.statements#1.sql: statement 1 uses :customr, which has no source",
                "(did you mean :customer?)");
        Path generator = file("generator.yaml", """
                tables:
                  t:
                    rows: 10
                    create: CREATE TABLE t (a BIGINT)
                    columns:
                      a: {uniforn: 1..5}
                transactions:
                  T:
                    statements:
                      - sql: SELECT a FROM t
                """);
        OneSentence.assertRefused(
                Cli.run("list", generator.toString()),
                2,
                "generator.yaml:6: tables.t.columns.a: 'uniforn' is not a source of values (did you mean 'uniform'?)");
        OneSentence.assertRefused(
                Cli.run("list", dir.resolve("missing.yaml").toString()), 2, "There is no workload file");
        // None of them reached the database: it was never even created.
        assertThat(dir.resolve("files.mv.db")).doesNotExist();
    }
}
