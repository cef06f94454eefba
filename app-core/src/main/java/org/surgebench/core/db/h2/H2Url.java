package org.surgebench.core.db.h2;

import java.nio.file.Path;

/** What an H2 URL says: whether the database is embedded (file or memory), and the folder of its file. */
final class H2Url {
    private static final String PREFIX = "jdbc:h2:";

    private H2Url() {}

    /** File and memory URLs run inside this process; {@code tcp:} and {@code ssl:} reach a server. */
    static boolean embedded(String url) {
        String rest = url.toLowerCase(java.util.Locale.ROOT).substring(PREFIX.length());
        return !rest.startsWith("tcp:") && !rest.startsWith("ssl:");
    }

    /** The folder of an embedded file database; null for memory, server and zip URLs. */
    static Path folder(String url) {
        String rest = url.substring(PREFIX.length());
        int semi = rest.indexOf(';');
        rest = semi < 0 ? rest : rest.substring(0, semi);
        if (rest.startsWith("mem:") || rest.startsWith("tcp:") || rest.startsWith("ssl:") || rest.startsWith("zip:")) {
            return null;
        }
        // H2's file system prefixes (file:, nio:, split:, or one an application registered), never a drive letter.
        rest = rest.replaceFirst("^(?:[A-Za-z][A-Za-z0-9]+:)+", "");
        if (rest.startsWith("~")) {
            rest = System.getProperty("user.home") + rest.substring(1);
        }
        return Path.of(rest).toAbsolutePath().getParent();
    }
}
