package org.surgebench.workloads.json;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.workloads.PerScale;

/**
 * Swingbench's JSON benchmark: a collection of passenger documents (PASSENGERCOLLECTION, keyed by a number from
 * PASSENGER_SEQ) stored in the database's JSON type, and its transactions Insert New Passenger (INP 30), Get
 * Passenger Via Key (GPK 100), Update Passenger Via Key (UPK 50), Remove Passenger Via Key (RPK 2) and Get
 * Passenger By Name (GPN, in Swingbench's sources but in no configuration file: off by default), under
 * JSON_Workload.xml's defaults (16 users, no think time). Scale 1 is 1,000,000 documents; docs/json.md puts it
 * beside Swingbench.
 */
public final class JsonWorkload implements Workload {
    static final PerScale DOCUMENTS = new PerScale(1_000_000, "passenger documents");

    @Override
    public String name() {
        return "json";
    }

    @Override
    public String description() {
        return "Swingbench's JSON benchmark: passenger documents in the database's JSON type, insert, get, update "
                + "and remove by key, search by name (scale 1 = 1,000,000 documents)";
    }

    @Override
    public double minScale() {
        return 0.0001;
    }

    @Override
    public double maxScale() {
        return 10_000;
    }

    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        return DOCUMENTS.label(scale);
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long documents = DOCUMENTS.at(options.scale());
        TableDef table = new TableDef(
                PassengerDocuments.TABLE,
                PassengerDocuments.COLUMNS,
                documents,
                documents,
                PassengerDocuments.ROW_BYTES,
                PassengerDocuments.generator());
        return DdlScripts.schema(
                JsonWorkload.class, name(), options, List.of(table), Map.of("next_id", Long.toString(documents + 1)));
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("INP", "Insert New Passenger", 30, true, false, PassengerTransactions::insert),
                new TransactionDef("GPK", "Get Passenger Via Key", 100, true, true, PassengerTransactions::getByKey),
                new TransactionDef("UPK", "Update Passenger Via Key", 50, true, false, PassengerTransactions::update),
                new TransactionDef("RPK", "Remove Passenger Via Key", 2, true, false, PassengerTransactions::remove),
                new TransactionDef("GPN", "Get Passenger By Name", 10, false, true, PassengerTransactions::getByName));
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                Mix.ofEnabled("swingbench", "JSON_Workload.xml's weights (GPN off)", transactions()),
                Mix.ofAll("with-search", "JSON_Workload.xml's weights and Get Passenger By Name", transactions()));
    }

    /** JSON_Workload.xml: 16 users, no think time, a 120 s query timeout. */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(16, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(120));
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return PassengerOnEventLoop.transactions();
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return PassengerRun.prepare(connection, options.dialect());
    }

    /** Remove Passenger Via Key deletes documents. */
    @Override
    public Set<String> tablesTransactionsShrink() {
        return Set.of(PassengerDocuments.TABLE);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(
                VerifyCheck.of(
                        "every document is a passenger with Swingbench's fields and a pair of flights",
                        (c, o) -> none(c, PassengerSql.of(o.dialect()).missingFields(), "documents lack a field")),
                VerifyCheck.of("every passenger's flights come in pairs (out and back)", (c, o) -> {
                    String sql = PassengerSql.of(o.dialect()).unpairedFlights();
                    return sql == null ? null : none(c, sql, "documents hold an odd number of flights");
                }));
    }

    private static String none(Connection c, String sql, String what) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            long n = rs.getLong(1);
            return n == 0 ? null : n + " " + what;
        }
    }
}
