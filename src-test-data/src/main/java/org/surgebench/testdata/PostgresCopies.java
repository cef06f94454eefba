package org.surgebench.testdata;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Databases on the local PostgreSQL server that start as a copy of one filled once per JVM: the first caller of a
 * key fills a template database, every caller gets {@code CREATE DATABASE ... TEMPLATE} of it. For tests whose
 * subject is what runs on a generated schema, not the generation itself: Order Entry loads its ~900,000 inventory
 * rows at every scale, many seconds per generation, where PostgreSQL copies the template's files in one or two.
 * The copy holds what the template held, row for row; what one test writes to its copy no other sees.
 */
public final class PostgresCopies {
    private static final Map<String, String> TEMPLATES = new HashMap<>();

    private PostgresCopies() {}

    /**
     * A new database named from {@code prefix} holding what {@code fill} (given the JDBC URL of an empty database)
     * put in the template of {@code key}; drop it with {@link LocalPostgres#dropDatabase}.
     */
    public static synchronized String copyOf(String key, String prefix, Consumer<String> fill) {
        String template = TEMPLATES.get(key);
        if (template == null) {
            template = LocalPostgres.createDatabase("surge_template");
            fill.accept(template);
            // No session may be on a template while it is copied: autovacuum would be, now and then.
            LocalPostgres.admin("ALTER DATABASE " + name(template) + " ALLOW_CONNECTIONS false");
            TEMPLATES.put(key, template);
            String dropAtExit = template;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> LocalPostgres.dropDatabase(dropAtExit)));
        }
        String copy = LocalPostgres.newName(prefix);
        LocalPostgres.admin("CREATE DATABASE " + copy + " TEMPLATE " + name(template));
        return LocalPostgres.url(copy);
    }

    private static String name(String url) {
        return url.substring(url.lastIndexOf('/') + 1);
    }
}
