package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.surgebench.core.spi.TxContext;

/**
 * The steps MovieStream's transactions share, each the statements Swingbench's MovieStream base class executes: a
 * customer read as one JSON document, the logon (or other interaction) event, a new device, a movie read as one
 * JSON document, the four-genre browse, and the first movie a search finds.
 */
final class MovieSteps {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z'");
    /** Browse Movies and Stream Movie browse four different genres. */
    static final int BROWSED_GENRES = 4;

    private MovieSteps() {}

    /** The customer as one JSON document (contact, payment methods, devices, friends); null if there is none. */
    static JsonNode customer(TxContext ctx, long id) throws SQLException {
        MovieRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().customer);
        ps.setLong(1, id);
        String json;
        try (ResultSet rs = ctx.query(ps)) {
            json = rs.next() ? rs.getString(1) : null;
        }
        return document(id, json);
    }

    /** A customer's document as read (null: there is none). */
    static JsonNode document(long id, String json) throws SQLException {
        try {
            return json == null ? null : MAPPER.readTree(json);
        } catch (java.io.IOException e) {
            throw new SQLException("customer " + id + " is not a JSON document: " + e.getMessage(), e);
        }
    }

    /** The logon event Swingbench publishes after reading a customer. */
    static void logon(TxContext ctx, JsonNode customer, MovieInputs.Session session) throws SQLException {
        event(ctx, customer, "Logon", session);
    }

    /**
     * An interaction event of the customer's first device (a new device when it has none), written and committed
     * as Swingbench's publish to its INTERACTION_EVENT queue commits on the transaction's connection.
     */
    static void event(TxContext ctx, JsonNode customer, String type, MovieInputs.Session session) throws SQLException {
        if (customer == null) {
            return;
        }
        MovieRun run = ctx.shared();
        long id = customer.path("CustomerID").asLong();
        Long first = firstDevice(customer);
        long device = first == null ? newDevice(ctx, id, session.device()) : first;
        String[] e = event(id, type, device, session);
        PreparedStatement ps = ctx.prepare(run.sql().event);
        ps.setString(1, e[0]);
        ps.setString(2, e[1]);
        ctx.update(ps);
        ctx.commit();
    }

    /** The customer's first device as read, or null when it had none. */
    static Long firstDevice(JsonNode customer) {
        JsonNode devices = customer.path("DeviceInfo");
        return devices.size() == 0 ? null : devices.get(0).path("DeviceId").asLong();
    }

    /** An event's id and its document. */
    static String[] event(long customer, String type, long device, MovieInputs.Session session) {
        // Not from the seeded source: the id is the event's key, and runs with one seed would repeat it.
        String eventId = UUID.randomUUID().toString();
        ObjectNode e = MAPPER.createObjectNode()
                .put("EventId", eventId)
                .put("EventType", type)
                .put("TimeStamp", LocalDateTime.now(ZoneOffset.UTC).format(MINUTE))
                .put("CustomerID", customer)
                .put("DeviceID", device)
                .put("LocationLatitude", session.latitude())
                .put("LocationLongtitude", session.longitude());
        return new String[] {eventId, e.toString()};
    }

    /** A new device of the customer: its key from cust_device_seq, then the insert (not committed here). */
    static long newDevice(TxContext ctx, long customer, MovieInputs.Device d) throws SQLException {
        MovieRun run = ctx.shared();
        long id = next(ctx, run.sql().nextDevice);
        PreparedStatement ps = ctx.prepare(run.sql().newDevice);
        Object[] values = device(id, customer, d, LocalDateTime.now());
        for (int i = 0; i < values.length; i++) {
            ps.setObject(i + 1, values[i]);
        }
        ctx.update(ps);
        return id;
    }

    /** A new device's values in the order of {@link CustomerRows#DEVICE}. */
    static Object[] device(long id, long customer, MovieInputs.Device d, LocalDateTime now) {
        return new Object[] {id, customer, d.type(), d.manufacturer(), d.os(), d.version(), now, now, 1};
    }

    /** A sequence's next value, read as Swingbench reads it: one query. */
    static long next(TxContext ctx, String sql) throws SQLException {
        try (ResultSet rs = ctx.query(ctx.prepare(sql))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The movie as one JSON document. */
    static String movie(TxContext ctx, long id) throws SQLException {
        MovieRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().movie);
        ps.setLong(1, id);
        try (ResultSet rs = ctx.query(ps)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }

    /** Four different genres, a tenth of the movies of each: the ids of the movies browsed. */
    static List<Long> browse(TxContext ctx, MovieInputs.Browse b) throws SQLException {
        MovieRun run = ctx.shared();
        List<Long> browsed = new ArrayList<>();
        PreparedStatement ps = ctx.prepare(run.sql().sampleGenre);
        for (int i = 0; i < BROWSED_GENRES; i++) {
            ps.setString(1, b.genres().get(i));
            ps.setInt(2, b.parts().get(i));
            try (ResultSet rs = ctx.query(ps)) {
                while (rs.next()) {
                    browsed.add(rs.getLong(1));
                }
            }
        }
        return browsed;
    }

    /** The first movie a prepared search finds, or null. */
    static Long first(TxContext ctx, PreparedStatement search) throws SQLException {
        try (ResultSet rs = ctx.query(search)) {
            return rs.next() ? rs.getLong(1) : null;
        }
    }
}
