package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.settings.GeneratorShare;

/**
 * A schema loaded by N generators together ({@code surge generate W --generator K/N}). They need nothing but the
 * database to agree: the first to arrive creates the schema and records the count in the registry, the others
 * join it; every generator takes the chunks of the schema's fixed chunk list whose position modulo N is K - 1
 * (so each loads a share of every big table, and a row is the same whichever generator writes it, as generation
 * is per key); each chunk commits with its ledger row, whose primary key refuses a chunk loaded twice. After its
 * share a generator takes the workload's lock and looks at the ledger: the one that finds every chunk loaded (the
 * last, since each commits its chunks before it looks) builds the indexes, constraints and statistics, once.
 */
final class SharedLoad {
    private SharedLoad() {}

    /** Whether the chunk at this position of the schema's chunk list is this generator's to load. */
    static boolean isMine(int position, GeneratorShare share) {
        return share == null || position % share.count() == share.index() - 1;
    }

    /**
     * Under the workload's lock, after this generator's share: the schema's {rows, bytes} from the ledger when every
     * chunk is loaded and no generator completed the schema yet; otherwise null, with a message saying why.
     * {@code --finish} ({@code finishOnly}) is refused while a chunk is missing.
     */
    static long[] lastOrNull(
            Database db,
            Connection admin,
            String workload,
            List<String> keys,
            boolean finishOnly,
            GeneratorShare share,
            GenerateListener listener)
            throws SQLException {
        SchemaRegistry.Entry entry = SchemaRegistry.read(admin, db.dialect(), workload);
        admin.commit();
        if (entry != null && entry.complete()) {
            listener.onMessage("Another generator completed the " + workload + " schema already.");
            return null;
        }
        Map<String, long[]> done = LoadLedger.done(admin, workload);
        long missing = keys.stream().filter(k -> !done.containsKey(k)).count();
        if (missing > 0) {
            if (finishOnly) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        missing + " of the " + keys.size() + " chunks of the "
                                + workload + " schema at " + db.spec().where()
                                + " are not loaded yet: let the generators "
                                + "finish their shares (rerun a stopped one with the same --generator K/N), then --finish; "
                                + "nothing was built.");
            }
            listener.onMessage("Generator " + share + " loaded its share; " + missing + " of the " + keys.size()
                    + " chunks are still to be loaded by the other generators: the last one to finish builds the "
                    + "indexes, constraints and statistics (or run `surge generate " + workload + " --finish` once "
                    + "all are loaded).");
            return null;
        }
        long rows = 0;
        long bytes = 0;
        for (long[] v : done.values()) {
            rows += v[0];
            bytes += v[1];
        }
        return new long[] {rows, bytes};
    }
}
