package org.surgebench.core.spi;

import java.util.List;

/**
 * A workload file written from the server's statement statistics.
 *
 * @param text        the file's text (YAML)
 * @param statements  how many statements became transactions
 * @param notCaptured the statements left out, each with why (the file lists them as comments too)
 */
public record CapturedWorkload(String text, int statements, List<String> notCaptured) {

    public CapturedWorkload {
        notCaptured = List.copyOf(notCaptured);
    }
}
