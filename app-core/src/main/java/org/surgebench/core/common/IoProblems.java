package org.surgebench.core.common;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/**
 * Says in a few words why a file could not be written: the disk is full, the folder is read-only, ... rather
 * than an exception's class name or a storage engine's internal error.
 */
public final class IoProblems {
    private IoProblems() {}

    /** "the disk is full", "the folder is read-only", ... or the cause's own first line. */
    public static String describe(Throwable error) {
        String known = describeKnown(error);
        if (known != null) {
            return known;
        }
        String m = error.getMessage();
        return m == null
                ? error.getClass().getSimpleName()
                : m.lines().findFirst().orElse(m);
    }

    /** Whether the error (or one of its causes) is a full disk. */
    public static boolean diskFull(Throwable error) {
        return "the disk is full".equals(describeKnown(error));
    }

    /** Whether the error (or one of its causes) is a read-only or forbidden folder. */
    public static boolean notWritable(Throwable error) {
        String k = describeKnown(error);
        return k != null && k.startsWith("the folder is read-only");
    }

    private static String describeKnown(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            String known = known(t);
            if (known != null) {
                return known;
            }
        }
        return null;
    }

    private static String known(Throwable t) {
        String m = t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
        if (m.contains("no space left on device")
                || m.contains("disk full")
                || m.contains("not enough space")
                || m.contains("disk quota exceeded")) {
            return "the disk is full";
        }
        if (m.contains("read-only file system")) {
            return "the folder is read-only";
        }
        if (t instanceof AccessDeniedException || m.contains("permission denied")) {
            return "the folder is read-only for this user";
        }
        if (t instanceof NoSuchFileException) {
            return "the folder does not exist";
        }
        if (t instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return null;
    }
}
