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
import org.surgebench.core.spi.Rng;
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
        try {
            return json == null ? null : MAPPER.readTree(json);
        } catch (java.io.IOException e) {
            throw new SQLException("customer " + id + " is not a JSON document: " + e.getMessage(), e);
        }
    }

    /** The logon event Swingbench publishes after reading a customer. */
    static void logon(TxContext ctx, JsonNode customer) throws SQLException {
        event(ctx, customer, "Logon");
    }

    /**
     * An interaction event of the customer's first device (a new device when it has none), written and committed
     * as Swingbench's publish to its INTERACTION_EVENT queue commits on the transaction's connection.
     */
    static void event(TxContext ctx, JsonNode customer, String type) throws SQLException {
        if (customer == null) {
            return;
        }
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        long id = customer.path("CustomerID").asLong();
        JsonNode devices = customer.path("DeviceInfo");
        long device = devices.size() == 0
                ? newDevice(ctx, id)
                : devices.get(0).path("DeviceId").asLong();
        // Not from the seeded source: the id is the event's key, and runs with one seed would repeat it.
        String eventId = UUID.randomUUID().toString();
        ObjectNode e = MAPPER.createObjectNode()
                .put("EventId", eventId)
                .put("EventType", type)
                .put("TimeStamp", LocalDateTime.now(ZoneOffset.UTC).format(MINUTE))
                .put("CustomerID", id)
                .put("DeviceID", device)
                .put("LocationLatitude", r.between(-9000, 9000) / 100d)
                .put("LocationLongtitude", r.between(-18000, 18000) / 100d);
        PreparedStatement ps = ctx.prepare(run.sql().event);
        ps.setString(1, eventId);
        ps.setString(2, e.toString());
        ctx.update(ps);
        ctx.commit();
    }

    /** A new device of the customer: its key from cust_device_seq, then the insert (not committed here). */
    static long newDevice(TxContext ctx, long customer) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        long id = next(ctx, run.sql().nextDevice);
        PreparedStatement ps = ctx.prepare(run.sql().newDevice);
        LocalDateTime now = LocalDateTime.now();
        ps.setLong(1, id);
        ps.setLong(2, customer);
        ps.setString(3, r.pick(MovieData.DEVICE_TYPES));
        ps.setString(4, r.pick(MovieData.MANUFACTURERS));
        ps.setString(5, r.pick(MovieData.OPERATING_SYSTEMS));
        ps.setString(6, r.between(1, 15) + "." + r.between(1, 15));
        ps.setObject(7, now);
        ps.setObject(8, now);
        ps.setInt(9, 1);
        ctx.update(ps);
        return id;
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
    static List<Long> browse(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        List<String> genres = new ArrayList<>(List.of(MovieData.GENRES));
        List<Long> browsed = new ArrayList<>();
        PreparedStatement ps = ctx.prepare(run.sql().sampleGenre);
        for (int i = 0; i < BROWSED_GENRES; i++) {
            ps.setString(1, genres.remove(r.nextInt(genres.size())));
            ps.setInt(2, r.nextInt(MovieSql.SAMPLE_PARTS));
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

    /** A search by a title's start: its first seven characters, as Swingbench searches movies.txt's titles. */
    static String titleStart(TxContext ctx) {
        MovieRun run = ctx.shared();
        String title = MovieData.title(run.anyMovie(ctx.random()));
        return (title.length() > 6 ? title.substring(0, 7).strip() : title) + "%";
    }
}
