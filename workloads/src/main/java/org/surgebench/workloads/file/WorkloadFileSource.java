package org.surgebench.workloads.file;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.WorkloadSource;

/**
 * Reads workload files where a workload's name goes ({@code surge run app.yaml}): a reference ending in
 * {@code .yaml} or {@code .yml}. A file is read once while it does not change (each command asks for its
 * workload several times), and again after it changed.
 */
public final class WorkloadFileSource implements WorkloadSource {
    private record Read(FileTime modified, long size, Workload workload) {}

    private static final Map<Path, Read> READ = new ConcurrentHashMap<>();

    @Override
    public boolean accepts(String reference) {
        String r = reference.toLowerCase(Locale.ROOT);
        return r.endsWith(".yaml") || r.endsWith(".yml");
    }

    @Override
    public Workload load(String reference) {
        Path file = Path.of(reference);
        Path key = file.toAbsolutePath().normalize();
        FileTime modified = null;
        long size = -1;
        try {
            modified = Files.getLastModifiedTime(key);
            size = Files.size(key);
        } catch (IOException e) {
            // Not there or not readable: the reader says so in its sentence.
        }
        Read cached = READ.get(key);
        if (cached != null && cached.modified().equals(modified) && cached.size() == size) {
            return cached.workload();
        }
        Workload w = new FileWorkload(WorkloadFileReader.read(file));
        if (modified != null) {
            READ.put(key, new Read(modified, size, w));
        }
        return w;
    }
}
