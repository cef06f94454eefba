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
    /**
     * How the temporary files end: {@code .<target>.<16 hex digits>.surge.tmp} beside the target. The mark is
     * ours so that a clean-up ({@link #isOurTemporary}) never takes someone else's hidden {@code .tmp} file.
     */
    public static final String TMP_SUFFIX = ".surge.tmp";

    private static final java.util.regex.Pattern OURS =
            java.util.regex.Pattern.compile("\\..+\\.[0-9a-f]{16}" + java.util.regex.Pattern.quote(TMP_SUFFIX));

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
        Path tmp =
                dir.resolve("." + target.getFileName() + "." + String.format("%016x", RANDOM.nextLong()) + TMP_SUFFIX);
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

    /** Whether a file name is one of this class's temporaries (a file this program wrote), by its exact form. */
    public static boolean isOurTemporary(String fileName) {
        return OURS.matcher(fileName).matches();
    }

    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}
