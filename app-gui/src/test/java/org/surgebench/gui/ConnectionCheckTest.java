package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.TestDatabases;

/** "Test connection" says what is there, or why not, in one line, without a window, against real H2. */
class ConnectionCheckTest {
    final UiThread ui = new UiThread();
    final ConnectionCheck check = new ConnectionCheck(Surgebench::describe, ui);

    @AfterEach
    void closeUi() {
        ui.close();
    }

    private String test(ConnectionSpec db, String workload) throws InterruptedException {
        ui.run(() -> check.test(db, workload));
        ui.waitUntil("the answer", 120, () -> !check.busy.get());
        return ui.get(check.status::get);
    }

    @Test
    void namesTheDatabaseAndTheSchemaThere() throws Exception {
        String w = GuiTestSupport.workload();
        ConnectionSpec db = GuiTestSupport.sharedDatabase();
        assertThat(test(db, w))
                .startsWith("✓ Connected: H2 ")
                .contains("; " + w + " schema at scale ")
                .endsWith(" is complete.");
        assertThat(test(db, null)).startsWith("✓ Connected: H2 ").doesNotContain("schema");
    }

    @Test
    void anEmptyDatabaseSaysThereIsNoSchemaYet() throws Exception {
        ConnectionSpec empty = new ConnectionSpec(TestDatabases.h2Memory("gui_check_empty"), "sa", "");
        assertThat(test(empty, "tpcb"))
                .startsWith("✓ Connected: H2 ")
                .endsWith("; no tpcb schema yet (File → Generate schema).");
    }

    @Test
    void aConnectionThatFailsIsOneSentence() throws Exception {
        // IFEXISTS: H2 refuses to create a database that is not there, as a server refuses an unknown one.
        ConnectionSpec missing = new ConnectionSpec("jdbc:h2:mem:gui_check_missing;IFEXISTS=TRUE", "sa", "");
        String status = test(missing, "tpcb");
        assertThat(status).startsWith("✗ ").doesNotContain("Exception");
    }
}
