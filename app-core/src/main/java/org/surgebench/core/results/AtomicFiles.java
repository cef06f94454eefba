package org.surgebench.core.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Writes files so that a reader sees the old file or the complete new one, never a half-written one. */
public final class AtomicFiles {
    /** How the temporary files end: {@code .<target>.<random>.tmp} beside the target. */
    public static final String TMP_SUFFIX = ".tmp";

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private AtomicFiles() {}

    @FunctionalInterface
    public interface Body {
        void write(OutputStream out) throws IOException;
    }

    public static void write(Path target, Body body) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: that makes the file 0600 whatever the umask, and the result would keep it.
        Path tmp = dir.resolve("." + target.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + TMP_SUFFIX);
        try {
            try (OutputStream out =
                    Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                body.write(out);
            }
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}
