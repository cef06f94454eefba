package org.surgebench.testdata;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Small jars for tests of what Surgebench finds outside its own class path (a workload path): classes compiled
 * from source against the classes the test names only, declared as {@link java.util.ServiceLoader} providers.
 */
public final class TestJars {
    private TestJars() {}

    /**
     * A jar of classes compiled from {@code sources} (class name to its source) against {@code classPath} only,
     * each declared as a provider of the service {@code services} gives for it (class name to service); a
     * class without one is only compiled in.
     */
    public static Path compiled(
            Path jar, Map<String, String> sources, Map<String, Class<?>> services, Path... classPath)
            throws IOException {
        Path work = Files.createTempDirectory(jar.toAbsolutePath().getParent(), "src");
        List<String> args = new ArrayList<>(List.of("-proc:none", "-d", work.toString()));
        StringBuilder cp = new StringBuilder();
        for (Path p : classPath) {
            cp.append(cp.length() == 0 ? "" : java.io.File.pathSeparator).append(p);
        }
        args.addAll(List.of("-cp", cp.toString()));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            String name = s.getKey();
            Path file = work.resolve(name.substring(name.lastIndexOf('.') + 1) + ".java");
            Files.writeString(file, s.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null || javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("javac " + args + " failed (is the test running on a JDK?)");
        }
        Map<String, byte[]> entries = new LinkedHashMap<>();
        Map<String, StringBuilder> declared = new LinkedHashMap<>();
        for (String name : sources.keySet()) {
            String classFile = name.replace('.', '/') + ".class";
            entries.put(classFile, Files.readAllBytes(work.resolve(classFile)));
            Class<?> service = services.get(name);
            if (service != null) {
                declared.computeIfAbsent("META-INF/services/" + service.getName(), k -> new StringBuilder())
                        .append(name)
                        .append('\n');
            }
        }
        declared.forEach((file, names) -> entries.put(file, names.toString().getBytes(StandardCharsets.UTF_8)));
        return write(jar, entries);
    }

    /** A jar holding these entries (path in the jar to its bytes). */
    public static Path write(Path jar, Map<String, byte[]> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream j = new JarOutputStream(out)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                j.putNextEntry(new JarEntry(e.getKey()));
                j.write(e.getValue());
                j.closeEntry();
            }
        }
        return jar;
    }

    /** Where a class was loaded from (a folder of classes or a jar), for a class path. */
    public static Path codeOf(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
