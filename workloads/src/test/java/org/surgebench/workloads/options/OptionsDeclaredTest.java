package org.surgebench.workloads.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.OptionValues;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.GeneratedCopies;
import org.surgebench.workloads.WorkloadContract;

/**
 * Every option a workload, the database or the engine reads is declared: each workload generates, runs, verifies
 * and drops on H2 with options that reach its option-reading paths, and no key may be read that nobody declared
 * ({@link OptionValues#undeclaredReads()}), so none is missing from {@code surge list} or refused by mistake.
 */
class OptionsDeclaredTest {

    @BeforeEach
    void forget() {
        OptionValues.clearUndeclaredReads();
    }

    /**
     * The generations are copies ({@link GeneratedCopies}) of one per JVM and spec, which recorded the keys their
     * generation read: soe and tpcc at the contract's scale and seed share theirs with SoeH2Test and TpccH2Test
     * (Order Entry's 900,000 inventory rows and a tpcc warehouse take a minute and more each on H2).
     */
    @ParameterizedTest
    @CsvSource({
        "tpcb, 0.01, '', ''",
        "soe, 0.001, '', ''",
        "sh, 0.001, '', bind=true",
        "tpcc, 1, '', ''",
        "io, 1, size=64;scan-table-size=8, work-loop=5;update-pct=50;work-unit=4;schemas=1",
    })
    void everyOptionReadIsDeclared(String workload, double scale, String generateOptions, String runOptions)
            throws Exception {
        GenerateSpec generate = new GenerateSpec(workload)
                .scale(scale)
                .seed(WorkloadContract.SEED)
                .threads(2);
        options(generateOptions).forEach(generate::option);
        ConnectionSpec db = GeneratedCopies.copyOf(generate);
        Surgebench.plan(generate.connection(db));
        RunSpec run = new RunSpec(workload)
                .connection(db)
                .users(1)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .option("db-host-stats", "false");
        options(runOptions).forEach(run::option);
        if (!workload.equals("io")) {
            run.maxTransactions(10).runTime(Duration.ofSeconds(60));
        }
        RunResult r = Surgebench.run(run);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isPositive();
        var verify = Surgebench.verify(db, workload, generate.options());
        assertThat(verify.ok()).as(verify.toString()).isTrue();
        Surgebench.drop(db, workload, generate.options());
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.tables "
                        + "WHERE table_schema = 'PUBLIC' AND table_name NOT LIKE 'SURGE%'")) {
            rs.next();
            assertThat(rs.getLong(1)).as("the workload's tables dropped").isZero();
        }
        assertThat(GeneratedCopies.undeclaredReadsOf(generate))
                .as("options the generation read but declared by no one")
                .isEmpty();
        assertThat(OptionValues.undeclaredReads())
                .as("options read but declared by no one")
                .isEmpty();
    }

    /** "k=v;k=v" as a map, in order. */
    private static Map<String, String> options(String pairs) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String kv : pairs.isEmpty() ? new String[0] : pairs.split(";")) {
            out.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
        }
        return out;
    }

    /** The record works: a key read through the engine's maps that nobody declared is noted. */
    @Test
    void aReadOfAnUndeclaredKeyIsNoted() {
        Map<String, String> checked = new org.surgebench.core.spi.OptionValues(Map.of("size", "1M"));
        Surgebench.checkOptions("io", "jdbc:h2:mem:x", checked);
        new org.surgebench.core.spi.SchemaOptions("h2", 1, 1, checked).option("no-such-knob", null);
        assertThat(OptionValues.undeclaredReads()).containsExactly("no-such-knob");
    }

    @Test
    void anUnknownKeyIsRefusedBeforeTheDatabaseIsTouched() {
        String url = TestDatabases.h2Memory("options-refused");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        assertThatThrownBy(() -> Surgebench.generate(
                        new GenerateSpec("io").connection(db).option("sise", "1M"), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("Unknown option 'sise' for workload " + "io on h2; known: size, schemas,")
                .hasMessageEndingWith("(did you mean 'size'?); see surge list io.");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("io").connection(db).option("update-pct", "half")))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--option update-pct=half: not a whole number from 0 to 100.");
        assertThatThrownBy(() -> Surgebench.verify(db, "tpcb", Map.of("load", "batch")))
                .isInstanceOf(SurgeException.class)
                .hasMessage("Option 'load' is for mariadb and mysql databases, not h2: leave it out.");
        assertThatThrownBy(() -> Surgebench.drop(db, "sh", Map.of("bind", "maybe")))
                .isInstanceOf(SurgeException.class)
                .hasMessage("--option bind=maybe: not true or false.");
        assertThat(Surgebench.schemaInfo(db, "io")).as("nothing generated").isNull();
    }

    /** MySQL URLs reach the MySQL dialect, which takes MariaDB's options; no connection is made to check. */
    @Test
    void mySqlUrlsReachTheMySqlDialectAndItsOptions() {
        assertThat(org.surgebench.core.db.Dialects.forUrl("jdbc:mysql://db:3306/soe"))
                .isInstanceOf(org.surgebench.core.db.mariadb.MySqlDialect.class)
                .extracting(org.surgebench.core.db.Dialect::name)
                .isEqualTo("mysql");
        assertThat(org.surgebench.core.db.Dialects.forUrl("jdbc:mariadb://db:3306/soe")
                        .name())
                .isEqualTo("mariadb");
        Surgebench.checkOptions("tpcb", "jdbc:mysql://db:3306/tpcb", Map.of("load", "batch", "dbstats", "false"));
        assertThatThrownBy(
                        () -> Surgebench.checkOptions("tpcb", "jdbc:mysql://db:3306/tpcb", Map.of("pgstats", "false")))
                .isInstanceOf(SurgeException.class)
                .hasMessage("Option 'pgstats' is for postgresql databases, not mysql: leave it out.");
    }
}
