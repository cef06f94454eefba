package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * A role whose sessions the server ends after one idle second ({@code ALTER ROLE ... SET idle_session_timeout}):
 * the session holding generate's lock is idle for the whole load, so it used to be ended, the lock went with it,
 * and a concurrent {@code generate --force} was let in to drop the tables being loaded. The lock holds for the
 * whole generate now: a second generate started after the timeout has passed is still refused.
 */
class SoeLockIdleTimeoutPostgresTest {
    private static final String ROLE = "surge_i45_idle";
    private String url;

    @AfterEach
    void cleanUp() {
        LocalPostgres.dropDatabase(url);
        LocalPostgres.admin("DROP ROLE IF EXISTS " + ROLE);
    }

    @Test
    void theLockOutlivesTheRolesIdleTimeout() {
        LocalPostgres.admin("DROP ROLE IF EXISTS " + ROLE);
        LocalPostgres.admin("CREATE ROLE " + ROLE + " LOGIN");
        LocalPostgres.admin("ALTER ROLE " + ROLE + " SET idle_session_timeout = '1s'");
        url = LocalPostgres.createDatabase("i45_idle");
        LocalPostgres.admin("ALTER DATABASE " + url.substring(url.lastIndexOf('/') + 1) + " OWNER TO " + ROLE);
        ConnectionSpec db = new ConnectionSpec(url, ROLE, "");
        AtomicReference<Throwable> second = new AtomicReference<>();
        GenerateListener rival = new GenerateListener() {
            @Override
            public void onPhaseStart(String phase, long total, String unit) {
                if (!phase.equals("load")) {
                    return;
                }
                try {
                    // Past the role's timeout: every idle session of this generate, the lock's among them, would
                    // have been ended by now.
                    Thread.sleep(2500);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                second.set(catchThrowable(() -> Surgebench.generate(
                        new GenerateSpec("soe").connection(db).scale(0.01).force(true), null)));
            }
        };

        Surgebench.generate(new GenerateSpec("soe").connection(db).scale(0.01).threads(2), rival);

        assertThat(second.get())
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Another surge generate or drop of soe is running");
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }
}
