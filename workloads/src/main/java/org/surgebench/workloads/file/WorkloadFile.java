package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * A workload declared in a file (YAML), as read: the root of the model. Nothing here is checked yet
 * ({@link FileCheck} does that, naming the file and line); the model serializes back to the same YAML
 * ({@link WorkloadFileWriter}), so a program can write a workload file by building one (capture).
 *
 * @param name         the workload's name: its schema's identity in the database (registry, ownership)
 * @param description  one line for {@code surge list}
 * @param run          run defaults and named mixes; may be null
 * @param tables       tables generate creates and loads, by name, in load order; null or empty: none (the file
 *                     runs against the tables already there)
 * @param parameters   parameter sources every transaction may use, by name
 * @param transactions transactions by short name
 * @param verify       checks: queries that hold when they return no rows
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"name", "description", "run", "tables", "parameters", "transactions", "verify"})
public record WorkloadFile(
        String name,
        String description,
        RunSection run,
        Map<String, TableSpec> tables,
        Map<String, ValueSpec> parameters,
        Map<String, TransactionSpec> transactions,
        List<VerifySpec> verify) {

    public WorkloadFile {
        tables = tables == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tables));
        parameters = parameters == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
        transactions = transactions == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(transactions));
        verify = verify == null ? List.of() : List.copyOf(verify);
    }
}
