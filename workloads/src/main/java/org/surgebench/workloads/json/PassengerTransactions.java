package org.surgebench.workloads.json;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * The JSON benchmark's five transactions, each the statements Swingbench's SODA calls execute: an insert of a new
 * document (its key from passenger_seq) and a commit; a read of one document by its key; a search by FirstName
 * and LastName that reads the first match; a read by key, then the document with two more flights written back
 * in its place and a commit (nothing written when the key finds no document); a delete by key and a commit.
 */
final class PassengerTransactions {
    private PassengerTransactions() {}

    /** INP: a new passenger's document, then commit. */
    static void insert(TxContext ctx) throws SQLException {
        PassengerRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().insert());
        ps.setString(
                1,
                PassengerDocuments.newPassenger(ctx.random(), new StringBuilder(512))
                        .toString());
        ctx.update(ps);
        ctx.commit();
    }

    /** GPK: one document by its key; no commit, as Swingbench sends none. */
    static void getByKey(TxContext ctx) throws SQLException {
        PassengerRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().byKey());
        ps.setLong(1, run.anyKey(ctx.random()));
        try (ResultSet rs = ctx.query(ps)) {
            if (rs.next()) {
                rs.getString(1);
            }
        }
    }

    /** GPN: the first passenger with a first and a last name drawn from the names documents hold. */
    static void getByName(TxContext ctx) throws SQLException {
        PassengerRun run = ctx.shared();
        String[] name = PassengerDocuments.anyName(ctx.random());
        PreparedStatement ps = ctx.prepare(run.sql().byName());
        ps.setString(1, name[0]);
        ps.setString(2, name[1]);
        try (ResultSet rs = ctx.query(ps)) {
            if (rs.next()) {
                rs.getString(2);
            }
        }
    }

    /** UPK: the document by its key, then it with a new pair of flights in its place, then commit. */
    static void update(TxContext ctx) throws SQLException {
        PassengerRun run = ctx.shared();
        Rng r = ctx.random();
        long key = run.anyKey(r);
        PreparedStatement read = ctx.prepare(run.sql().byKey());
        read.setLong(1, key);
        String document;
        try (ResultSet rs = ctx.query(read)) {
            document = rs.next() ? rs.getString(1) : null;
        }
        if (document == null) {
            return;
        }
        PreparedStatement write = ctx.prepare(run.sql().replace());
        try {
            write.setString(1, PassengerDocuments.withNewFlights(document, r));
        } catch (IOException e) {
            throw new SQLException("passenger " + key + " holds no JSON object: " + e.getMessage(), e);
        }
        write.setLong(2, key);
        ctx.update(write);
        ctx.commit();
    }

    /** RPK: one document deleted by its key (or none, if it is gone), then commit. */
    static void remove(TxContext ctx) throws SQLException {
        PassengerRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().remove());
        ps.setLong(1, run.anyKey(ctx.random()));
        ctx.update(ps);
        ctx.commit();
    }
}
