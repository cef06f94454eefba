package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;

/** Conditional lines and variables in workload DDL templates. */
class DdlScriptsTest {
    private static final String TEMPLATE = """
            CREATE TABLE t (id NUMBER)
            --if:tablespace TABLESPACE ${tablespace}
            --if:partition PARTITION BY HASH (id) PARTITIONS ${partitions}
            --if:!partition -- not partitioned
            ;
            """;

    private static String render(Map<String, String> options) {
        SchemaOptions o = new SchemaOptions("oracle", 1, 1, options);
        return DdlScripts.render(TEMPLATE, o, DdlScripts.variables(o, Map.of())).strip();
    }

    @Test
    void conditionalLinesFollowTheOptions() {
        assertThat(render(Map.of())).isEqualTo("CREATE TABLE t (id NUMBER)\n-- not partitioned\n;");
        assertThat(render(Map.of("partition", "true", "tablespace", "USERS")))
                .isEqualTo("CREATE TABLE t (id NUMBER)\nTABLESPACE USERS\nPARTITION BY HASH (id) PARTITIONS 32\n;");
        assertThat(render(Map.of("partition", "false", "partitions", "8")))
                .contains("not partitioned")
                .doesNotContain("PARTITIONS");
        assertThat(render(Map.of("partition", "true", "partitions", "8"))).contains("PARTITIONS 8");
    }

    @Test
    void defaultsApplyUnlessAnOptionOverridesThem() {
        SchemaOptions o = new SchemaOptions("oracle", 1, 1, Map.of("reverse", "false"));
        assertThat(DdlScripts.render("--if:reverse REVERSE\n", o, DdlScripts.variables(o, Map.of()))
                        .strip())
                .isEmpty();
        SchemaOptions none = new SchemaOptions("oracle", 1, 1, Map.of());
        assertThat(DdlScripts.render("--if:reverse REVERSE\n", none, DdlScripts.variables(none, Map.of()))
                        .strip())
                .isEqualTo("REVERSE");
        assertThat(DdlScripts.variables(none, Map.of("dop", "2"))).containsEntry("dop", "2");
    }

    @Test
    void optionsThatReachDdlAreChecked() {
        assertThatThrownBy(() -> render(Map.of("tablespace", "users; drop table x")))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("not a tablespace name");
        assertThatThrownBy(() -> render(Map.of("partitions", "0"))).isInstanceOf(SurgeException.class);
        assertThatThrownBy(() -> render(Map.of("dop", "4 PARALLEL"))).isInstanceOf(SurgeException.class);
    }

    @Test
    void anIncludedScriptIsRenderedInPlaceWithTheIncludersVariables() {
        SchemaOptions o = new SchemaOptions("h2", 1, 1, Map.of("tablespace", "USERS"));
        assertThat(DdlScripts.load(DdlScriptsTest.class, "h2/create.sql", o, DdlScripts.variables(o, Map.of())))
                .containsExactly("CREATE TABLE shared_t (id INT)\nTABLESPACE USERS", "CREATE TABLE h2_only (id INT)");
        assertThatThrownBy(() -> DdlScripts.load(DdlScriptsTest.class, "postgresql/create.sql", Map.of()))
                .hasMessageContaining("includes missing/create.sql, which does not exist");
    }

    @Test
    void aSetLineTurnsAVariableOnForTheLinesAfterIt() {
        SchemaOptions o = new SchemaOptions("h2", 1, 1, Map.of());
        Map<String, String> vars = DdlScripts.variables(o, Map.of());
        assertThat(DdlScripts.render("--if:keys A\n--set keys\n--if:keys B\n--if:!keys C\n", o, vars)
                        .strip())
                .isEqualTo("B");
        assertThat(vars).doesNotContainKey("keys");
        // A dialect's script sets what the common script it includes asks for; the other dialects do not see it.
        assertThat(DdlScripts.load(DdlScriptsTest.class, "mariadb/create.sql", o, vars))
                .containsExactly("CREATE TABLE shared_t (id INT)\nENGINE = InnoDB");
        assertThat(DdlScripts.load(DdlScriptsTest.class, "h2/create.sql", o, vars))
                .containsExactly("CREATE TABLE shared_t (id INT)", "CREATE TABLE h2_only (id INT)");
    }
}
