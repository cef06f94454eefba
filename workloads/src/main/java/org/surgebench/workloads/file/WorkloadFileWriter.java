package org.surgebench.workloads.file;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/**
 * Writes a workload file from its model, in the form {@link WorkloadFileReader} reads (e.g. for a command that
 * captures a workload from the server's statement statistics): build a {@link WorkloadFile}, write it, and
 * {@code surge run} the result.
 */
public final class WorkloadFileWriter {
    private static final YAMLMapper WRITER = ((YAMLMapper) WorkloadFileReader.MAPPER.copy())
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            // A text that reads as a number (a choice of "007") keeps its quotes, so it reads back as the same text.
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            // A long statement on one line stays on one line (folded, it reads back the same but not as written).
            .disable(YAMLGenerator.Feature.SPLIT_LINES);

    private WorkloadFileWriter() {}

    /**
     * The file's text, headed by comment lines (each written after "# "), e.g. the editor's schema line, or what a
     * capture could not turn into a transaction and why.
     */
    public static String write(WorkloadFile file, java.util.List<String> comments) {
        StringBuilder out = new StringBuilder();
        comments.forEach(c -> out.append("# ").append(c).append('\n'));
        try {
            return out.append(WRITER.writeValueAsString(file)).toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A workload file's model did not serialize: " + e.getMessage(), e);
        }
    }
}
