package org.surgebench.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.surgebench.core.common.SurgeException;

/**
 * The console's results folder: where the runs it starts write, and the only folder whose files it serves. A
 * name that leads elsewhere ({@code ../}, an absolute path, a link out of the folder) is refused; only the
 * results' own kinds of file (JSON, HTML report, CSV series) are served.
 */
final class ResultsFolder {
    private final Path root;

    ResultsFolder(Path root) {
        try {
            Files.createDirectories(root);
            this.root = root.toRealPath();
        } catch (IOException e) {
            throw SurgeException.usage("The results folder " + root + " cannot be made: " + e.getMessage() + ".");
        }
    }

    Path root() {
        return root;
    }

    /**
     * The file of that name in the folder; empty when there is none. A name outside the folder or of another
     * kind is a {@link SecurityException}, which the console answers with 403.
     */
    Optional<Path> file(String name) {
        if (name == null || name.isBlank() || !name.matches(".*\\.(json|html|csv)")) {
            throw new SecurityException("Only the results' JSON, HTML and CSV files are served.");
        }
        Path p = root.resolve(name).normalize();
        if (!p.startsWith(root)) {
            throw new SecurityException("Only files inside the results folder are served.");
        }
        if (!Files.isRegularFile(p)) {
            return Optional.empty();
        }
        try {
            Path real = p.toRealPath();
            if (!real.startsWith(root)) {
                throw new SecurityException("Only files inside the results folder are served.");
            }
            return Optional.of(real);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A path the engine wrote ({@code RunResult.files()}) as a name inside the folder, or null if outside. */
    String nameOf(String written) {
        if (written == null) {
            return null;
        }
        Path p = Path.of(written).toAbsolutePath().normalize();
        try {
            p = p.toRealPath();
        } catch (IOException e) {
            return null;
        }
        return p.startsWith(root) ? root.relativize(p).toString() : null;
    }
}
