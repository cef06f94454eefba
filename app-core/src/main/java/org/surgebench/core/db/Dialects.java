package org.surgebench.core.db;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.WorkloadPath;

/**
 * Finds the dialect for a JDBC URL among those registered with {@link ServiceLoader}: Surgebench's own and those
 * of jars on the {@link WorkloadPath}.
 */
public final class Dialects {
    private Dialects() {}

    public static List<Dialect> all() {
        List<Dialect> out = new ArrayList<>();
        ServiceLoader.load(Dialect.class, WorkloadPath.loader()).forEach(out::add);
        return out;
    }

    /** The dialect that takes this URL, or null (also for no URL). */
    public static Dialect find(String url) {
        if (url == null) {
            return null;
        }
        for (Dialect d : all()) {
            if (d.accepts(url)) {
                return d;
            }
        }
        return null;
    }

    public static Dialect forUrl(String url) {
        if (url == null || !url.startsWith("jdbc:")) {
            throw SurgeException.usage("The URL '" + url + "' is not a JDBC URL; use e.g. "
                    + "jdbc:postgresql://localhost:5432/test or jdbc:h2:./surge-data/surgebench.");
        }
        for (Dialect d : all()) {
            if (d.accepts(url)) {
                return d;
            }
        }
        throw SurgeException.usage("No supported database for the URL '" + url + "'; supported are "
                + all().stream().map(Dialect::name).toList() + ".");
    }
}
