package org.surgebench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;

/** Each mistake in a workload file is one sentence naming the file, the line and the fix, before any database. */
class WorkloadFileCheckTest {
    static final String TX = """
            transactions:
              T:
                statements:
                  - sql: SELECT 1
            """;

    static String refused(String text) {
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(
                () -> new FileWorkload(WorkloadFileReader.parse(Path.of("t.yaml"), text)));
        assertThat(t).isInstanceOf(SurgeException.class);
        assertThat(((SurgeException) t).exitCode()).isEqualTo(SurgeException.USAGE);
        assertThat(t.getMessage()).startsWith("t.yaml:").endsWith(".").doesNotContain("\n");
        return t.getMessage();
    }

    static final String TABLE = """
            tables:
              customer:
                rows: 10
                create: CREATE TABLE customer (id BIGINT)
                columns:
                  id: {sequence: 1}
            """;

    @Test
    void generatorsThatDoNotMakeSense() {
        assertThat(refused(TABLE.replace("{sequence: 1}", "{uniform: 1..5, text: 1..3}") + TX))
                .isEqualTo("t.yaml:6: tables.customer.columns.id: two sources in one (uniform and text): keep one per "
                        + "value.");
        assertThat(refused(TABLE.replace("{sequence: 1}", "{uniform: 10..1}") + TX))
                .isEqualTo("t.yaml:6: tables.customer.columns.id: '10..1' runs backwards: write the low end first.");
        assertThat(refused(TABLE.replace("{sequence: 1}", "{uniform: 1..5, skew: 2}") + TX))
                .contains("t.yaml:6:", "'skew' does not go with 'uniform'", "it takes uniform, nulls");
        assertThat(refused(TABLE + "      other: {ref: custmer.id}\n" + TX))
                .contains("t.yaml:7: tables.customer.columns.other:", "no table custmer (did you mean 'customer'?)");
        assertThat(refused(TABLE.replace("{sequence: 1}", "{sample: {table: x, column: y}}") + TX))
                .contains("t.yaml:6:", "sample, key-range and unique are for parameters");
        assertThat(refused(TABLE.replace("    create: CREATE TABLE customer (id BIGINT)\n", "") + TX))
                .isEqualTo("t.yaml:2: tables.customer.create: missing: give the SQL (create: ...).");
    }

    @Test
    void parametersStatementsAndMixes() {
        assertThat(refused("parameters:\n  n: {sequence: 1}\n" + TX))
                .contains("t.yaml:2: parameters.n: a sequence is for table columns");
        assertThat(refused("""
                parameters:
                  id: {uniform: 1..9}
                transactions:
                  T:
                    statements:
                      - sql: SELECT a FROM t WHERE id = :id
                        into: [id]
                """))
                .contains("t.yaml:7: transactions.T.statements#1.into:", "id is a declared parameter too");
        assertThat(refused(TX + "run:\n  mixes:\n    m: {X: 1}\n"))
                .contains("t.yaml:7: run.mixes.m.X: no transaction X", "the file's are T");
        assertThat(refused(TX.replace("- sql: SELECT 1", "- sql: {common: SELECT 1, postgres: SELECT 2}")))
                .contains("'postgres' is not a database (did you mean 'postgresql'?)");
        assertThat(refused(TX.replace("  T:\n", "  T:\n    weight: lots\n")))
                .isEqualTo("t.yaml:3: transactions.T.weight: 'lots' is not a whole number.");
        assertThat(refused("name: soe\n" + TX)).contains("t.yaml:1: name: 'soe' is a built-in workload's name");
        assertThat(refused("description: nothing\n")).contains("no transactions");
    }

    @Test
    void aGoodFileNamesItselfAfterTheFileWhenItGivesNoName() {
        assertThat(new FileWorkload(WorkloadFileReader.parse(Path.of("dir/my-app.yaml"), TX)).name())
                .isEqualTo("my-app");
        assertThatThrownBy(() -> new FileWorkload(WorkloadFileReader.parse(Path.of("t.yaml"), "")))
                .hasMessage("t.yaml:1: the file is empty: a workload file declares at least transactions.");
    }
}
