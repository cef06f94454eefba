package org.surgebench.core.api;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.Json;

/**
 * How a sweep's and a repeat's document are written: {@code <name>.json} and its page {@code <name>.html} side by
 * side, the document naming both files (its {@code files}) before either is written, so the JSON on disk says
 * where its page is.
 */
final class JsonAndPage {
    /** Writes a document's HTML page. */
    @FunctionalInterface
    interface PageWriter<T> {
        void write(T document, Path html) throws IOException;
    }

    private JsonAndPage() {}

    /**
     * Writes the document {@code withFiles} makes of its files' map into {@code dir} as {@code name.json} and
     * {@code name.html}; returns that document.
     */
    static <T> T write(Path dir, String name, Function<Map<String, String>, T> withFiles, PageWriter<T> page)
            throws IOException {
        Path json = dir.resolve(name + ".json");
        Path html = dir.resolve(name + ".html");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("json", json.toString());
        files.put("html", html.toString());
        T document = withFiles.apply(files);
        AtomicFiles.write(json, out -> Json.mapper().writeValue(out, document));
        page.write(document, html);
        return document;
    }
}
