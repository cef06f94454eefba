package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.testdata.TestJars;

/**
 * A database's dialect from a jar on the workload path is found as the built-in ones are (the same
 * ServiceLoader over the same class loader as the workloads), and goes again with the path.
 */
class WorkloadPathTest {
    private static final String DIALECT = "com.acme.db.AcmeDialect";
    private static final String SQL = "com.acme.db.AcmeSql";

    @TempDir
    Path dir;

    @AfterEach
    void builtInOnly() {
        Surgebench.useWorkloadPath("--workload-path", List.of());
    }

    @Test
    void aDialectFromAJarOnThePathIsFoundByItsUrl() throws Exception {
        Path jar = TestJars.compiled(
                dir.resolve("acme-db.jar"),
                Map.of(DIALECT, dialect(), SQL, sql()),
                Map.of(DIALECT, Dialect.class, SQL, SqlDialect.class),
                TestJars.codeOf(Dialect.class));
        Surgebench.useWorkloadPath("--workload-path", List.of(dir.toString()));
        assertThat(WorkloadPath.jars()).containsExactly(jar.toRealPath());
        Dialect acme = Dialects.forUrl("jdbc:acmedb://db/bench");
        assertThat(acme.name()).isEqualTo("acmedb");
        assertThat(acme.getClass().getClassLoader()).isSameAs(WorkloadPath.loader());
        assertThat(WorkloadPath.origin(acme.getClass())).contains(jar.toRealPath());
        assertThat(SqlDialects.named("acmedb").product()).isEqualTo("Acme DB");
        // The built-in ones are there beside it, and are nobody's jar.
        assertThat(Dialects.find("jdbc:h2:mem:x")).isNotNull();
        assertThat(WorkloadPath.origin(Dialects.find("jdbc:h2:mem:x").getClass()))
                .isEmpty();

        Surgebench.useWorkloadPath("--workload-path", List.of());
        assertThat(Dialects.find("jdbc:acmedb://db/bench")).isNull();
    }

    private static String dialect() {
        return """
                package com.acme.db;
                import java.sql.*;
                import java.util.*;
                import org.surgebench.core.db.Dialect;
                import org.surgebench.core.spi.SchemaObject;
                public class AcmeDialect implements Dialect {
                  public String name() { return "acmedb"; }
                  public boolean accepts(String url) { return url.startsWith("jdbc:acmedb:"); }
                  public void analyze(Connection c, List<String> tables) {}
                  public TableSize size(Connection c, String table) { return new TableSize(table, 0, 0); }
                  public boolean isMissingTable(SQLException e) { return false; }
                  public List<SchemaObject> existing(Connection c, Collection<SchemaObject> objects) {
                    return List.of();
                  }
                  public String ownSchemaHint(String workload) { return "a database of its own"; }
                }
                """;
    }

    private static String sql() {
        return """
                package com.acme.db;
                import java.sql.*;
                import java.util.*;
                import org.surgebench.core.spi.*;
                public class AcmeSql implements SqlDialect {
                  public String name() { return "acmedb"; }
                  public String product() { return "Acme DB"; }
                  public boolean has(Feature f) { return false; }
                  public SqlErrorKind classify(SQLException e) { return SqlErrorKind.OTHER; }
                  public String integers(int n, String column) { return ""; }
                  public String minusMinutes(String timestamp, String minutes) { return ""; }
                  public Set<String> sequences(Connection c) { return Set.of(); }
                  public long peekNextValue(Connection c, String sequence) { return 0; }
                  public String showSetting(String setting) { return ""; }
                }
                """;
    }
}
