package org.surgebench.core.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;

/**
 * How a schema's rows are cut into chunks: each table's key range in pieces that stream well and spread over the
 * workers, in a fixed order that every generator of a shared load sees alike, and the key each has in the ledger.
 */
final class ChunkPlan {
    /** Keys per chunk: large enough to stream efficiently, small enough to spread over workers. */
    static final long CHUNK_KEYS = 50_000;

    /**
     * The ledger index of a table loaded whole ({@link FrozenLoad}): it never matches a chunk of the same table cut
     * otherwise, so a resume with other settings loads the table again rather than taking a part for the whole.
     */
    static final long WHOLE_TABLE = Long.MAX_VALUE;

    /** A key range of a table; {@code serverSql} is set when the database generates the rows itself. */
    record Chunk(TableDef table, long index, long from, long to, String serverSql) {
        /** The chunk's key in the load ledger. */
        String ledgerKey() {
            return LoadLedger.key(table.name(), index);
        }

        /** The whole table, loaded frozen in the transaction that empties it. */
        boolean whole() {
            return index == WHOLE_TABLE;
        }
    }

    private ChunkPlan() {}

    /**
     * Every chunk of the schema, in a fixed order (tables in order, keys ascending): what each generator of a
     * shared load takes ({@link SharedLoad#isMine}) and what the last one checks is loaded. {@code say} hears
     * which tables have no server-side SQL (null: say nothing). The tables in {@code whole} ({@link FrozenLoad})
     * that the client loads are one chunk each.
     */
    static List<Chunk> of(
            Workload workload,
            GenerateSpec spec,
            Dialect dialect,
            Schema schema,
            Set<String> whole,
            Consumer<String> say) {
        List<Chunk> chunks = new ArrayList<>();
        boolean serverSide = Boolean.parseBoolean(spec.options().getOrDefault(Generator.SERVER_SIDE, "false"));
        SchemaOptions options = new SchemaOptions(dialect.name(), spec.scale(), spec.seed(), spec.options());
        for (TableDef t : schema.tables()) {
            String sql = serverSide ? workload.serverSideSql(options, t.name()) : null;
            if (say != null && serverSide && sql == null && t.keys() > 0) {
                say.accept("No server-side SQL for " + t.name() + " on " + dialect.name()
                        + ": loading it from the client.");
            }
            if (sql == null && whole.contains(t.name())) {
                chunks.add(new Chunk(t, WHOLE_TABLE, 1, t.keys(), null));
                continue;
            }
            // Server-side chunks are larger (set-based SQL, parallel inside the database) and are numbered
            // below zero in the ledger so that they never match a client chunk on --resume.
            long size = sql == null ? CHUNK_KEYS : serverChunkKeys(spec, dialect);
            long n = Math.max(1, (t.keys() + size - 1) / size);
            for (long i = 0; i < n && t.keys() > 0; i++) {
                long index = sql == null ? i : -1 - i;
                chunks.add(new Chunk(t, index, i * size + 1, Math.min(t.keys(), (i + 1) * size), sql));
            }
        }
        return chunks;
    }

    private static long serverChunkKeys(GenerateSpec spec, Dialect dialect) {
        String v =
                spec.options().getOrDefault(Generator.SERVER_SIDE_CHUNK, Long.toString(dialect.serverSideChunkKeys()));
        try {
            long n = Long.parseLong(v.strip());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw SurgeException.usage(
                "--option " + Generator.SERVER_SIDE_CHUNK + "=" + v + " must be a positive number of keys.");
    }
}
