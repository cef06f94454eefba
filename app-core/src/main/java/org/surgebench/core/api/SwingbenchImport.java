package org.surgebench.core.api;

import java.util.List;
import java.util.Map;
import org.surgebench.core.run.RunSpec;

/**
 * A Swingbench configuration file mapped onto a run ({@link Surgebench#importSwingbench}), for a front door
 * to show field by field or to run.
 *
 * @param source     the file, as named in messages
 * @param benchmark  the file's benchmark name (e.g. "Order Entry (PLSQL) V2")
 * @param workload   the Surgebench workload it configures
 * @param variant    the workload variant it names, or null
 * @param url        the file's connect string as a JDBC URL, or null when it has none
 * @param user       the file's user name, or null
 * @param password   the file's password, or null
 * @param run        the run the file configures (load shape, times, connection)
 * @param weights    the weight of each transaction the file enables, by short name
 * @param notApplied what the file says that Surgebench does not apply, each with why
 */
public record SwingbenchImport(
        String source,
        String benchmark,
        String workload,
        String variant,
        String url,
        String user,
        String password,
        RunSpec run,
        Map<String, Integer> weights,
        List<String> notApplied) {}
