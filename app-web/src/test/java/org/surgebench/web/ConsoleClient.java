package org.surgebench.web;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.surgebench.core.results.Json;

/** The API as a CI pipeline calls it: plain HTTP requests with JSON bodies, an optional bearer token. */
final class ConsoleClient {
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    record Answer(int status, String body) {
        Map<String, Object> json() {
            try {
                return Json.mapper().readValue(body, OBJECT);
            } catch (IOException e) {
                throw new AssertionError("Not JSON: " + body, e);
            }
        }
    }

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final String token;

    ConsoleClient(String base, String token) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.token = token;
    }

    Answer get(String path) throws IOException, InterruptedException {
        return send(request(path).GET());
    }

    Answer post(String path, Object body) throws IOException, InterruptedException {
        return send(request(path).POST(HttpRequest.BodyPublishers.ofString(json(body))));
    }

    Answer put(String path, Object body) throws IOException, InterruptedException {
        return send(request(path).PUT(HttpRequest.BodyPublishers.ofString(json(body))));
    }

    /** Polls the run until {@code until} holds of its status (at most 2 minutes: a hang guard, not a timing). */
    Map<String, Object> await(String id, String what, Predicate<Map<String, Object>> until) throws Exception {
        for (int i = 0; i < 1200; i++) {
            Map<String, Object> s = get("/api/runs/" + id).json();
            if (until.test(s)) {
                return s;
            }
            if (Boolean.TRUE.equals(s.get("finished")) && s.containsKey("failure")) {
                throw new AssertionError("The run failed waiting for " + what + ": " + s.get("failure"));
            }
            Thread.sleep(100);
        }
        throw new AssertionError("Gave up waiting for " + what);
    }

    /** The users of the newest second a status holds, or -1 when it holds none. */
    @SuppressWarnings("unchecked")
    static int lastUsers(Map<String, Object> status) {
        List<Map<String, Object>> seconds = (List<Map<String, Object>>) status.get("seconds");
        return seconds.isEmpty()
                ? -1
                : (Integer) seconds.get(seconds.size() - 1).get("users");
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofMinutes(2))
                .header("Content-Type", "application/json");
        return token == null ? b : b.header("Authorization", "Bearer " + token);
    }

    private Answer send(HttpRequest.Builder b) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), r.body());
    }

    private static String json(Object body) {
        try {
            return body instanceof String s ? s : Json.mapper().writeValueAsString(body);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
