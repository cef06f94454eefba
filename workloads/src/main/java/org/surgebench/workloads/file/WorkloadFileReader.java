package org.surgebench.workloads.file;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.JacksonYAMLParseException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.OptionCheck;

/**
 * Reads a workload file into its model with Jackson's YAML module. Every mistake Jackson finds (YAML syntax, an
 * unknown key, a value of the wrong kind) becomes one sentence naming the file and line; the checks of what the
 * model means are {@link FileCheck}'s.
 */
public final class WorkloadFileReader {
    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** The mapper of the file's form: kebab-case keys, nothing coerced that a person would not mean. */
    static final ObjectMapper MAPPER = YAMLMapper.builder(FACTORY)
            .propertyNamingStrategy(PropertyNamingStrategies.KEBAB_CASE)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private WorkloadFileReader() {}

    /** A file as read: its model, and the problems' sentences with its lines. */
    public record Parsed(WorkloadFile model, FileProblem problems) {}

    /** Reads and parses a file; a mistake is a usage error naming the file and line. */
    public static Parsed read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw SurgeException.usage("There is no workload file " + file + ": give the path of a .yaml file, or a "
                    + "workload's name (surge list).");
        } catch (IOException e) {
            throw SurgeException.usage("Cannot read the workload file " + file + ": " + e.getMessage() + ".");
        }
        return parse(file, text);
    }

    /** Parses a file's text; {@code file} names it in messages. */
    public static Parsed parse(Path file, String text) {
        FileProblem problems = new FileProblem(file, FileLocations.of(FACTORY, text));
        if (text.lines().allMatch(l -> l.isBlank() || l.strip().startsWith("#"))) {
            throw problems.atLine(1, "the file is empty: a workload file declares at least transactions");
        }
        WorkloadFile model;
        try {
            model = MAPPER.readValue(text, WorkloadFile.class);
        } catch (JsonMappingException e) {
            throw mapping(problems, e);
        } catch (JsonProcessingException e) {
            throw syntax(problems, e);
        }
        if (model == null) {
            throw problems.atLine(1, "the file is empty: a workload file declares at least transactions");
        }
        return new Parsed(model, problems);
    }

    private static SurgeException syntax(FileProblem problems, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String why = e.getOriginalMessage();
        if (e instanceof JacksonYAMLParseException
                && e.getCause() instanceof org.yaml.snakeyaml.error.MarkedYAMLException m) {
            why = m.getProblem();
        }
        why = why == null ? "unreadable" : why.strip().lines().findFirst().orElse(why);
        return problems.atLine(at == null ? 1 : Math.max(1, at.getLineNr()), "not valid YAML: " + why);
    }

    private static SurgeException mapping(FileProblem problems, JsonMappingException e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof JsonProcessingException syntax && !(t instanceof JsonMappingException)) {
                return syntax(problems, syntax); // a syntax error met while reading a value
            }
        }
        String pointer = pointer(e.getPath());
        if (e instanceof UnrecognizedPropertyException u) {
            List<String> known = u.getKnownPropertyIds().stream()
                    .map(Object::toString)
                    .sorted()
                    .toList();
            String nearest = OptionCheck.nearest(u.getPropertyName(), known);
            return problems.at(
                    pointer,
                    "unknown key" + (nearest == null ? "" : " (did you mean '" + nearest + "'?)") + "; known here: "
                            + String.join(", ", known));
        }
        if (e instanceof InvalidFormatException f) {
            return problems.at(pointer, "'" + f.getValue() + "' is not " + kind(f.getTargetType()));
        }
        if (e instanceof MismatchedInputException m
                && m.getTargetType() != null
                && e.getCause() == null
                && !(m.getProcessor() == null)) {
            return problems.at(pointer, "this must be " + kind(m.getTargetType()));
        }
        return problems.at(pointer, e.getOriginalMessage());
    }

    /** A target type in a reader's words. */
    private static String kind(Class<?> type) {
        if (type == Integer.class || type == Long.class || type == int.class || type == long.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a text";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list";
        }
        return "a map of keys and values";
    }

    private static String pointer(List<JsonMappingException.Reference> path) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            out.append('/');
            out.append(
                    r.getFieldName() != null ? FileLocations.escape(r.getFieldName()) : String.valueOf(r.getIndex()));
        }
        return out.toString();
    }
}
