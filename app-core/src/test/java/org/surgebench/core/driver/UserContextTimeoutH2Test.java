package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.Test;
import org.surgebench.testdata.TestDatabases;

/** The run's query timeout is on every statement a user prepares, and offered to the transaction code. */
class UserContextTimeoutH2Test {

    @Test
    void preparedStatementsCarryTheRunsQueryTimeout() throws Exception {
        // The context only asks whether the run is stopping (for sleeps): every answer false or nothing.
        RunControl never = (RunControl) java.lang.reflect.Proxy.newProxyInstance(
                RunControl.class.getClassLoader(),
                new Class<?>[] {RunControl.class},
                (proxy, method, args) -> method.getReturnType() == boolean.class ? Boolean.FALSE : null);
        // Two connections: H2 keeps a statement's timeout on its session.
        String url = TestDatabases.h2Memory("timeout");
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Connection other = DriverManager.getConnection(url, "sa", "")) {
            UserContext ctx = new UserContext(1, 1, null, "h2", 0, 0, never);
            ctx.bind(c);
            ctx.queryTimeoutSeconds(55);
            assertThat(ctx.queryTimeoutSeconds()).isEqualTo(55);
            assertThat(ctx.prepare("SELECT 1").getQueryTimeout()).isEqualTo(55);

            UserContext none = new UserContext(2, 1, null, "h2", 0, 0, never);
            none.bind(other);
            assertThat(none.prepare("SELECT 2").getQueryTimeout()).isZero();
        }
    }
}
