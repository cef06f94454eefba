package org.surgebench.workloads.script;

import org.surgebench.core.common.SurgeException;

/** A script that cannot be run as written: one sentence naming the file and line, exit 2, before any user logs on. */
final class LoadError {
    private LoadError() {}

    /** {@code file:line: message} as a usage error. */
    static SurgeException at(String file, int line, String message) {
        return SurgeException.usage(file + ":" + line + ": " + message);
    }
}
