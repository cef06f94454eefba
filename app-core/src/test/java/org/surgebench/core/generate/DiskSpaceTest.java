package org.surgebench.core.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.Dialects;

class DiskSpaceTest {

    /** Where the URL's dialect says the data lives, measured as generate does before connecting. */
    private static DiskSpace.Free h2(String url) throws Exception {
        return DiskSpace.freeAt(Dialects.forUrl(url).dataDirectory(url, null));
    }

    private static java.nio.file.Path postgres(String url) throws Exception {
        return Dialects.forUrl(url).dataDirectory(url, null);
    }

    @Test
    void anH2FileIsMeasuredAtItsNearestExistingFolder(@TempDir Path dir) throws Exception {
        DiskSpace.Free free = h2("jdbc:h2:" + dir.resolve("not/yet/there/db") + ";MODE=PostgreSQL");
        assertThat(free).isNotNull();
        assertThat(free.where()).isEqualTo(dir.toString());
        assertThat(free.bytes()).isPositive();
        assertThat(h2("jdbc:h2:file:" + dir.resolve("db"))).isNotNull();
    }

    @Test
    void inMemoryAndServerH2HaveNoKnowableDisk() throws Exception {
        assertThat(h2("jdbc:h2:mem:x;DB_CLOSE_DELAY=-1")).isNull();
        assertThat(h2("jdbc:h2:tcp://db:9092/x")).isNull();
    }

    @Test
    void aRemotePostgresServerIsNotAsked() throws Exception {
        // A null connection proves the remote case never queries the server.
        assertThat(postgres("jdbc:postgresql://db.example.com:5432/soe")).isNull();
        assertThat(postgres("jdbc:postgresql://10.0.0.5/soe")).isNull();
    }

    @Test
    void anEstimateAboveTheFreeSpaceIsRefusedInOneSentence() {
        Database db = Database.of("jdbc:h2:mem:x", "sa", "");
        DiskSpace.Free free = new DiskSpace.Free(1L << 30, "/data");
        assertThatThrownBy(() -> DiskSpace.require("soe", 100, 10L << 30, free, db))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("needs about 13.0 GB")
                .hasMessageContaining("only 1.0 GB is free at /data")
                .hasMessageContaining("--scale");
        assertThat(DiskSpace.require("soe", 1, 100L << 20, free, db)).isNull();
        assertThat(DiskSpace.require("soe", 1, 100L << 20, null, db))
                .contains("not knowable")
                .contains("130.0 MB");
    }
}
