package org.surgebench.core.spi;

import java.sql.Connection;

/** A named check of the data; returns null when it holds or one sentence naming the violation. */
public interface VerifyCheck {
    String name();

    String check(Connection connection, SchemaOptions options) throws Exception;

    static VerifyCheck of(String name, CheckBody body) {
        return new VerifyCheck() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String check(Connection connection, SchemaOptions options) throws Exception {
                return body.check(connection, options);
            }
        };
    }

    @FunctionalInterface
    interface CheckBody {
        String check(Connection connection, SchemaOptions options) throws Exception;
    }
}
