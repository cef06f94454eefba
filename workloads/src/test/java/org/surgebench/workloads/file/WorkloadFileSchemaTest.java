package org.surgebench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The JSON Schema editors read (docs/workload-file.schema.json) agrees with the reader: every example file
 * validates, a file the reader refuses for an unknown key or a second generator is refused by the schema too,
 * and a file written from the model validates and reads back to the same model.
 */
class WorkloadFileSchemaTest {
    static final Path EXAMPLES = Path.of("../examples/workload-files");
    static Schema schema;

    @BeforeAll
    static void load() throws Exception {
        try (InputStream in = Files.newInputStream(Path.of("../docs/workload-file.schema.json"))) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in);
        }
    }

    static List<Path> examples() throws Exception {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    static List<String> errors(JsonNode file) {
        return schema.validate(file).stream().map(Object::toString).toList();
    }

    @Test
    void everyExampleValidatesAndReads() throws Exception {
        List<Path> files = examples();
        assertThat(files).hasSizeGreaterThanOrEqualTo(2);
        for (Path f : files) {
            assertThat(errors(new YAMLMapper().readTree(f.toFile())))
                    .as(f.toString())
                    .isEmpty();
            assertThat(new FileWorkload(WorkloadFileReader.read(f)).transactions())
                    .isNotEmpty();
        }
    }

    @Test
    void whatTheReaderRefusesTheSchemaRefusesToo() throws Exception {
        JsonNode good =
                new YAMLMapper().readTree(EXAMPLES.resolve("ticketing.yaml").toFile());
        ObjectNode unknown = good.deepCopy();
        ((ObjectNode) unknown.get("transactions").get("BOOK")).put("wieght", 3);
        assertThat(errors(unknown)).isNotEmpty();
        ObjectNode twoGenerators = good.deepCopy();
        ((ObjectNode) twoGenerators.at("/tables/venue/columns/capacity")).put("text", "1..5");
        assertThat(errors(twoGenerators)).isNotEmpty();
        ObjectNode sequenceParameter = good.deepCopy();
        ((ObjectNode) sequenceParameter.get("parameters")).putObject("n").put("sequence", 1);
        assertThat(errors(sequenceParameter)).isNotEmpty();
    }

    @Test
    void aWrittenFileValidatesAndReadsBackTheSameModel() throws Exception {
        WorkloadFile model =
                WorkloadFileReader.read(EXAMPLES.resolve("ticketing.yaml")).model();
        String text = WorkloadFileWriter.write(
                model, List.of("yaml-language-server: $schema=workload-file.schema.json", "written by a test"));
        assertThat(text).startsWith("# yaml-language-server: $schema=workload-file.schema.json\n# written by a test\n");
        assertThat(errors(new YAMLMapper().readTree(text))).as(text).isEmpty();
        WorkloadFile again =
                WorkloadFileReader.parse(Path.of("written.yaml"), text).model();
        assertThat(again).isEqualTo(model);
    }
}
