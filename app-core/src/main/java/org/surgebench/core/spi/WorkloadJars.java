package org.surgebench.core.spi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.surgebench.core.common.SurgeException;

/**
 * The jars a workload path names, read before any of their classes loads: each entry is a folder (its
 * {@code *.jar} files, by name) or a jar, and each jar must open as one. What every jar declares in
 * {@code META-INF/services} is kept, in the order {@link java.util.ServiceLoader} meets it, so that a provider
 * that fails to load can be traced to its jar.
 *
 * @param jars the jars, each once, in the order the path gives them
 * @param declared for each service type, the provider class names the jars declare, each with the jars that
 *     declare it, in the order a ServiceLoader over these jars meets them
 */
record WorkloadJars(List<Path> jars, Map<Class<?>, Map<String, List<Path>>> declared) {

    /** Reads the entries ({@code source} says where they were given: "--workload-path", the variable...). */
    static WorkloadJars read(String source, List<Path> entries, List<Class<?>> services) {
        Set<Path> jars = new LinkedHashSet<>();
        for (Path entry : entries) {
            jars.addAll(jarsOf(source, entry));
        }
        Map<Class<?>, Map<String, List<Path>>> declared = new LinkedHashMap<>();
        services.forEach(s -> declared.put(s, new LinkedHashMap<>()));
        for (Path jar : jars) {
            try (JarFile file = new JarFile(jar.toFile())) {
                for (Class<?> service : services) {
                    for (String provider : providers(file, service)) {
                        declared.get(service)
                                .computeIfAbsent(provider, k -> new ArrayList<>())
                                .add(jar);
                    }
                }
            } catch (IOException e) {
                throw SurgeException.usage(jar + " (on " + source + ") is not a jar file (" + e.getMessage()
                        + "): remove it from the" + " folder or rebuild it.");
            }
        }
        return new WorkloadJars(List.copyOf(jars), declared);
    }

    /** The jars of one entry: a folder's {@code *.jar} files by name, or the entry itself when it is a file. */
    private static List<Path> jarsOf(String source, Path entry) {
        Path path = entry.toAbsolutePath().normalize();
        if (Files.isRegularFile(path)) {
            return List.of(real(path));
        }
        if (!Files.isDirectory(path)) {
            throw SurgeException.usage(source + " names " + path + ", which does not exist: give a folder of"
                    + " workload jars (or a jar).");
        }
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(path, "*.jar")) {
            for (Path jar : jars) {
                if (Files.isRegularFile(jar)) {
                    out.add(real(jar));
                }
            }
        } catch (IOException e) {
            throw SurgeException.usage("Cannot read the folder " + path + " (on " + source + "): " + e.getMessage());
        }
        out.sort(null);
        return out;
    }

    /** The jar's own path (links followed), so that one jar reached two ways counts once. */
    private static Path real(Path jar) {
        try {
            return jar.toRealPath();
        } catch (IOException e) {
            return jar;
        }
    }

    /** The provider class names a jar declares for a service, as ServiceLoader reads them. */
    private static List<String> providers(JarFile file, Class<?> service) throws IOException {
        JarEntry entry = file.getJarEntry("META-INF/services/" + service.getName());
        if (entry == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(file.getInputStream(entry), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                int comment = line.indexOf('#');
                String name = (comment >= 0 ? line.substring(0, comment) : line).strip();
                if (!name.isEmpty()) {
                    out.add(name);
                }
            }
        }
        return out;
    }
}
