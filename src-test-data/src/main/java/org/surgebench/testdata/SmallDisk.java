package org.surgebench.testdata;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A small file system of its own (tmpfs) mounted on a test's folder, to make a disk that fills up or a folder
 * that is read-only even for root, for real. Needs the right to mount (root in the development and CI
 * containers); elsewhere the test is skipped with the reason.
 */
public final class SmallDisk implements AutoCloseable {
    private final Path at;

    private SmallDisk(Path at) {
        this.at = at;
    }

    /** Mounts a tmpfs of {@code kib} KiB on {@code at} (created if missing), read-only if asked. */
    public static SmallDisk mountOrSkip(Path at, int kib, boolean readOnly) {
        try {
            Files.createDirectories(at);
            String opts = "size=" + kib + "k,mode=0777" + (readOnly ? ",ro" : "");
            int code = run(List.of("mount", "-t", "tmpfs", "-o", opts, "surge-test-disk", at.toString()));
            Assumptions.assumeTrue(
                    code == 0,
                    "cannot mount a small tmpfs here (not root, or no mount rights): "
                            + "the full-disk and read-only folder tests need one");
        } catch (IOException e) {
            Assumptions.abort("cannot mount a small tmpfs here: " + e.getMessage());
        }
        return new SmallDisk(at);
    }

    public Path path() {
        return at;
    }

    /** Fills the disk to the last byte: writes a file until the file system says it is full. */
    public void fill() throws IOException {
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(at.resolve("filler"))) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            if (!String.valueOf(full.getMessage()).contains("No space left")) {
                throw full;
            }
        }
        // A last partial block fits in what is left.
        try (OutputStream out = Files.newOutputStream(at.resolve("filler2"))) {
            for (int i = 0; i < 4096; i++) {
                out.write(0);
                out.flush();
            }
        } catch (IOException full) {
            // Full to the byte.
        }
    }

    @Override
    public void close() {
        try {
            // Lazy: a process that still has a file open there (a killed CLI's H2 file) does not block it.
            run(List.of("umount", "-l", at.toString()));
        } catch (IOException e) {
            throw new IllegalStateException("could not unmount " + at, e);
        }
    }

    private static int run(List<String> cmd) throws IOException {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return -1;
            }
            return p.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
