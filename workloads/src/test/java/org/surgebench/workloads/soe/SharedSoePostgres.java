package org.surgebench.workloads.soe;

import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.PostgresCopies;

/**
 * Order Entry at scale 0.01 on the local PostgreSQL server, generated once per test JVM and copied for each class
 * that takes it ({@link PostgresCopies}): its fixed catalog (about 900,000 inventory rows) makes most of a
 * generation's time. Each copy holds what {@code Surgebench.generate} wrote, the server variant's functions too.
 */
final class SharedSoePostgres {
    static final double SCALE = 0.01;

    private SharedSoePostgres() {}

    /** The JDBC URL of a new database (named from {@code prefix}) holding the generated schema. */
    static String copy(String prefix) {
        return PostgresCopies.copyOf(
                "soe " + SCALE,
                prefix,
                url -> Surgebench.generate(
                        new GenerateSpec("soe")
                                .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                                .scale(SCALE)
                                .threads(2),
                        null));
    }
}
