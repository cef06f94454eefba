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
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE);

    private WorkloadFileWriter() {}

    /** The file's text; {@code schemaComment} (may be null) heads it, e.g. the editor's schema line. */
    public static String write(WorkloadFile file, String schemaComment) {
        try {
            String yaml = WRITER.writeValueAsString(file);
            return schemaComment == null ? yaml : "# " + schemaComment + "\n" + yaml;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A workload file's model did not serialize: " + e.getMessage(), e);
        }
    }
}
