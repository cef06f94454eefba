package org.surgebench.workloads.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.UUID;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;

/**
 * A passenger document by the rules of Swingbench's InsertNewPassenger: ID (a random UUID), FirstName, LastName,
 * Nationality, DOB (epoch seconds from 1930 to May 2015), PassportNo (nine digits), Flagged ("N"), BioData (128
 * random letters) and FlightHistory, one flight out of a US airport and its return a week later from an airport
 * elsewhere, dated from May 2000 to May 2015. Updates append such a pair of flights. Generated documents follow
 * the same rules, keyed 1..N (the collection's key, not the ID field).
 */
final class PassengerDocuments {
    static final String TABLE = "passengercollection";
    static final List<String> COLUMNS = List.of("id", "passenger_info");
    static final long DOB_FROM = -1_262_304_000L;
    static final long DOB_TO = 1_432_583_142L;
    static final long FLIGHT_FROM = 959_337_930L;
    static final long FLIGHT_TO = 1_432_583_142L;
    /** A return flight is a week after its outbound one. */
    static final long RETURN_AFTER = 604_800L;

    static final int PASSPORT_FROM = 100_000_000;
    static final int PASSPORT_TO = 999_999_999;
    static final int BIO_SIZE = 128;
    /** About 420 characters of JSON and the row's headers. */
    static final int ROW_BYTES = 500;

    private static final char[] LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The letter each value of six random bits gives, LETTERS[bits % 52], read without a division per letter. */
    private static final char[] BY_SIX_BITS = new char[64];

    static {
        for (int i = 0; i < BY_SIX_BITS.length; i++) {
            BY_SIX_BITS[i] = LETTERS[i % LETTERS.length];
        }
    }

    /** Each generating thread's letters before they join the document ({@link #letters}). */
    private static final ThreadLocal<char[]> LETTER_SCRATCH = ThreadLocal.withInitial(() -> new char[BIO_SIZE]);

    private PassengerDocuments() {}

    /** Documents with keys 1..passengers; the same seed, the same documents. */
    static RowGenerator generator() {
        long tableId = Rng.idOf(TABLE);
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            StringBuilder json = new StringBuilder(512);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, tableId, k);
                json.setLength(0);
                // The document goes to the sink as the builder holds it: no String per row.
                sink.value(k).text(newPassenger(r, json)).endRow();
            }
        };
    }

    /** A new passenger's document, written into {@code json}. */
    static StringBuilder newPassenger(Rng r, StringBuilder json) {
        json.append("{\"ID\":\"").append(uuid(r)).append('"');
        text(json, "FirstName", r.pick(JsonNames.FIRST));
        text(json, "LastName", r.pick(JsonNames.LAST));
        text(json, "Nationality", r.pick(JsonNames.COUNTRIES));
        json.append(",\"DOB\":").append(r.between(DOB_FROM, DOB_TO));
        json.append(",\"PassportNo\":").append(r.between(PASSPORT_FROM, PASSPORT_TO));
        text(json, "Flagged", "N");
        json.append(",\"BioData\":\"");
        letters(r, BIO_SIZE, json);
        json.append("\",\"FlightHistory\":[");
        long out = r.between(FLIGHT_FROM, FLIGHT_TO);
        flight(json, out, r.pick(JsonNames.US_AIRPORTS)).append(',');
        flight(json, out + RETURN_AFTER, r.pick(JsonNames.NON_US_AIRPORTS));
        return json.append("]}");
    }

    /**
     * The document with a new pair of flights appended to its FlightHistory, every other field kept: what
     * Swingbench's UpdatePassengerDetails writes back in place of the document it read.
     */
    static String withNewFlights(String document, Rng r) throws java.io.IOException {
        ObjectNode passenger = (ObjectNode) MAPPER.readTree(document);
        ArrayNode flights = passenger.withArray("FlightHistory");
        long out = r.between(FLIGHT_FROM, FLIGHT_TO);
        flights.addObject().put("FlightDate", out).put("Airport", r.pick(JsonNames.US_AIRPORTS));
        flights.addObject().put("FlightDate", out + RETURN_AFTER).put("Airport", r.pick(JsonNames.NON_US_AIRPORTS));
        return MAPPER.writeValueAsString(passenger);
    }

    /** The filter document of a search by name (FirstName and LastName), for messages and checks. */
    static String[] anyName(Rng r) {
        return new String[] {r.pick(JsonNames.FIRST), r.pick(JsonNames.LAST)};
    }

    private static StringBuilder flight(StringBuilder json, long date, String airport) {
        return json.append("{\"FlightDate\":")
                .append(date)
                .append(",\"Airport\":\"")
                .append(airport)
                .append("\"}");
    }

    /** A field whose value needs no escaping (names, codes, letters). */
    private static void text(StringBuilder json, String field, String value) {
        json.append(",\"").append(field).append("\":\"").append(value).append('"');
    }

    private static String uuid(Rng r) {
        long high = (r.nextLong() & ~0xF000L) | 0x4000L;
        long low = (r.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    /**
     * {@code n} random letters, drawn into a scratch array and appended at once: appended one by one they were
     * the largest part of the client's work per document (JFR, docs/benchmarks.md#json-and-stress-what-bounds-their-load).
     */
    private static void letters(Rng r, int n, StringBuilder out) {
        char[] chars = LETTER_SCRATCH.get();
        if (chars.length < n) {
            chars = new char[n];
            LETTER_SCRATCH.set(chars);
        }
        long bits = 0;
        for (int i = 0; i < n; i++) {
            if (i % 10 == 0) {
                bits = r.nextLong();
            }
            chars[i] = BY_SIX_BITS[(int) (bits & 0x3F)];
            bits >>>= 6;
        }
        out.append(chars, 0, n);
    }
}
