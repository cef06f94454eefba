package org.surgebench.core.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs started together into a results folder that does not exist yet (issue 45, item 16): each checks the folder
 * ({@link ResultWriter#checkWritable}) and claims its names ({@link ResultWriter#claim}) as a run does, at the same
 * moment as the others; none may be told to choose a writable folder because another's check made and removed it.
 */
class ResultsFolderRaceTest {
    private static final int WRITERS = 9;
    private static final int ROUNDS = 30;

    @Test
    void writersStartedTogetherIntoAMissingFolderAllGetTheirFiles(@TempDir Path dir) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                Path results = dir.resolve("round" + round).resolve("results");
                CyclicBarrier together = new CyclicBarrier(WRITERS);
                List<Future<Path>> writers = new ArrayList<>();
                for (int w = 0; w < WRITERS; w++) {
                    writers.add(pool.submit(() -> {
                        together.await();
                        ResultWriter.checkWritable(results);
                        return ResultWriter.claim(
                                results, "soe", Instant.now(), UUID.randomUUID().toString(), "");
                    }));
                }
                for (Future<Path> f : writers) {
                    assertThat(f.get().getParent()).as("round " + round).isEqualTo(results);
                }
                try (Stream<Path> files = Files.list(results)) {
                    assertThat(files.filter(p -> p.toString().endsWith(".csv")))
                            .as("round " + round + ": one claimed CSV per writer")
                            .hasSize(WRITERS);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
