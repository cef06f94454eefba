package org.surgebench.workloads.tpcds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;

/**
 * The server variant's stored code as generate installs it (rendered, no database): a routine per transaction that
 * runs the client variant's very statement with the drawn values as parameters, and which variant each database
 * gets. What the routines execute, counted by the server, is in TpcdsStatementsPostgresTest and
 * TpcdsStatementsMariaDbTest.
 */
class TpcdsServerCodeTest {
    private static final TpcdsWorkload TPCDS = new TpcdsWorkload();

    private static List<String> code(String dialect) {
        return TPCDS.schema(new SchemaOptions(dialect, 0.001, 1, Map.of())).codeSql();
    }

    @Test
    void eachRoutineRunsTheClientVariantsStatementWithItsParameters() {
        for (String dialect : List.of("postgresql", "mariadb")) {
            String all = String.join("\n", code(dialect));
            for (TransactionDef t : TPCDS.transactions(TpcdsWorkload.SERVER)) {
                String routine = "tpcds_" + t.name().replace(" ", "").toLowerCase(java.util.Locale.ROOT);
                assertThat(all)
                        .as(dialect)
                        .contains((dialect.equals("mariadb") ? "PROCEDURE " : "FUNCTION ") + routine + "(");
            }
            for (FactTable f : FactTable.ALL) {
                assertThat(statements(all)).as(dialect + " " + f.name()).contains(f.insertSql(), f.updateSql());
            }
        }
        assertThat(code("h2")).isEmpty();
    }

    /** The INSERT and UPDATE statements of the code, each parameter (p_...) a question mark as the client sends it. */
    private static List<String> statements(String code) {
        return code.lines()
                .map(String::strip)
                .filter(l -> l.startsWith("INSERT INTO ") || l.startsWith("UPDATE "))
                .map(l -> l.replaceAll("\\bp_[a-z_]+", "?").replaceAll(";$", ""))
                .toList();
    }

    @Test
    void theServerVariantIsTheDefaultWhereItsCodeExists() {
        assertThat(TPCDS.defaultVariant("postgresql")).isEqualTo(TpcdsWorkload.SERVER);
        assertThat(TPCDS.defaultVariant("mariadb")).isEqualTo(TpcdsWorkload.SERVER);
        assertThat(TPCDS.defaultVariant("h2")).isEqualTo(TpcdsWorkload.CLIENT);
        assertThat(TPCDS.unsupportedVariant(TpcdsWorkload.SERVER, "h2")).contains("--variant client");
        assertThat(TPCDS.unsupportedVariant(TpcdsWorkload.CLIENT, "h2")).isNull();
        assertThat(TPCDS.eventLoopTransactions(TpcdsWorkload.SERVER)).isEmpty();
        assertThat(TPCDS.eventLoopTransactions(TpcdsWorkload.CLIENT)).hasSize(14);
    }
}
