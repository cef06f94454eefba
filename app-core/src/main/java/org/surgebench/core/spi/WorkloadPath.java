package org.surgebench.core.spi;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import org.surgebench.core.common.SurgeException;

/**
 * Workloads built outside Surgebench: the jars of the workload path ({@code --workload-path},
 * {@code SURGE_WORKLOAD_PATH}) and the class loader over them, in which {@link Workloads} and the dialects
 * look their providers up with {@link ServiceLoader}, beside the built-in ones. The engine builds the loader
 * itself rather than a launcher putting the jars on the class path, so that the command line, the desktop app
 * and the container image take the same path the same way, and bin/surge's start-up cache (keyed on its one
 * jar) stays valid. Classes load parent first: a jar that also bundles Surgebench's own classes runs with the
 * engine's. The path is checked when it is set, so that a bad jar is one sentence naming it, not an error deep
 * inside a run.
 */
public final class WorkloadPath {
    /** The environment variable the command line and the desktop app read when no --workload-path is given. */
    public static final String ENVIRONMENT = "SURGE_WORKLOAD_PATH";

    private static final ClassLoader BUILT_IN = WorkloadPath.class.getClassLoader();
    private static volatile WorkloadPath current = new WorkloadPath(List.of(), BUILT_IN);

    private final List<Path> jars;
    private final ClassLoader loader;

    private WorkloadPath(List<Path> jars, ClassLoader loader) {
        this.jars = jars;
        this.loader = loader;
    }

    /** The class loader to look providers up in: the built-in classes and the workload path's jars. */
    public static ClassLoader loader() {
        return current.loader;
    }

    /** The jars on the workload path now, in its order; empty when it names none. */
    public static List<Path> jars() {
        return current.jars;
    }

    /** The jar of the workload path that {@code type} was loaded from; empty for a class of Surgebench's own. */
    public static Optional<Path> origin(Class<?> type) {
        WorkloadPath now = current;
        if (type.getClassLoader() != now.loader || now.jars.isEmpty()) {
            return Optional.empty();
        }
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        try {
            Path jar = Path.of(source.getLocation().toURI());
            return now.jars.contains(jar) ? Optional.of(jar) : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The entries of a path list ({@code DIR1:DIR2}, {@code ;} on Windows); empty entries are skipped. */
    public static List<Path> split(String list) {
        List<Path> out = new ArrayList<>();
        if (list == null) {
            return out;
        }
        for (String entry : list.split(java.util.regex.Pattern.quote(File.pathSeparator))) {
            if (!entry.isBlank()) {
                out.add(Path.of(entry.strip()));
            }
        }
        return out;
    }

    /**
     * Takes the jars of these entries (a folder: its {@code *.jar} files; a file: that jar) from now on, after
     * checking that each entry is there, each jar opens as one, every provider of {@code services} in them
     * loads, and no two workloads share a name. {@code source} names where the entries came from, for the
     * sentence that says what is wrong ({@code --workload-path}, {@code SURGE_WORKLOAD_PATH}). No entries: the
     * built-in workloads only. On an error the path stays as it was.
     */
    public static synchronized void use(String source, List<Path> entries, List<Class<?>> services) {
        if (entries.isEmpty()) {
            current = new WorkloadPath(List.of(), BUILT_IN);
            return;
        }
        List<Class<?>> all = new ArrayList<>(services);
        if (!all.contains(Workload.class)) {
            all.add(0, Workload.class);
        }
        WorkloadJars read = WorkloadJars.read(source, entries, all);
        if (read.jars().equals(current.jars)) {
            return; // the same jars: the loader that has them stays (its classes and open workloads with it)
        }
        URL[] urls = new URL[read.jars().size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = read.jars().get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw SurgeException.usage(
                        "Cannot use " + read.jars().get(i) + " on " + source + ": " + e.getMessage());
            }
        }
        WorkloadPath next = new WorkloadPath(read.jars(), new URLClassLoader("workload-path", urls, BUILT_IN));
        for (Class<?> service : all) {
            List<?> providers = load(next, service, read.declared().get(service));
            if (service == Workload.class) {
                refuseTwoOfOneName(next, providers, read.declared().get(service));
            }
        }
        current = next;
    }

    /** Every provider of a service on the path, loaded and made; a provider that fails names its jar. */
    private static List<Object> load(WorkloadPath path, Class<?> service, Map<String, List<Path>> declared) {
        List<Object> out = new ArrayList<>();
        Set<String> made = new HashSet<>();
        Iterator<?> it = ServiceLoader.load(service, path.loader).iterator();
        while (true) {
            Object provider;
            try {
                if (!it.hasNext()) {
                    return out;
                }
                provider = it.next();
                if (provider instanceof Workload w) {
                    w.name();
                }
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                throw notLoading(service, declared, made, e);
            }
            made.add(provider.getClass().getName());
            out.add(provider);
        }
    }

    /**
     * The sentence for a provider that does not load. ServiceLoader meets the built-in providers first, then
     * the jars' in the path's order, so the one that failed is the first a jar declares that was not made yet.
     */
    private static SurgeException notLoading(
            Class<?> service, Map<String, List<Path>> declared, Set<String> made, Throwable e) {
        String failed = declared.keySet().stream()
                .filter(name -> !made.contains(name))
                .findFirst()
                .orElse(null);
        String where = failed == null
                ? "A jar on the workload path"
                : declared.get(failed).get(0).toString();
        StringBuilder why = new StringBuilder(
                e instanceof ServiceConfigurationError
                        ? e.getMessage().replace(service.getName() + ": ", "").replace("Provider " + failed + " ", "")
                        : describe(e));
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            why.append(": ").append(describe(cause));
        }
        return new SurgeException(
                SurgeException.USAGE,
                where + " does not load its " + (service == Workload.class ? "workload" : "dialect")
                        + (failed == null ? "" : " " + failed) + " (" + why + "): fix or rebuild the jar, or take"
                        + " it off the workload path.",
                e);
    }

    /** What went wrong, in words: an exception's message (its class says nothing to a user), an error's kind too. */
    private static String describe(Throwable t) {
        String message = t.getMessage() == null ? "" : t.getMessage();
        if (t instanceof Error || message.isBlank()) {
            return t.getClass().getSimpleName() + (message.isBlank() ? "" : " " + message);
        }
        return message;
    }

    /** Two workloads of one name (any case) would make the name mean either: refused, naming both jars. */
    private static void refuseTwoOfOneName(WorkloadPath path, List<?> workloads, Map<String, List<Path>> declared) {
        for (Map.Entry<String, List<Path>> e : declared.entrySet()) {
            if (e.getValue().size() > 1 && !builtIn(e.getKey())) {
                throw twoOfOneName(
                        nameOf(workloads, e.getKey()),
                        e.getValue().get(0),
                        e.getValue().get(1));
            }
        }
        Map<String, Object> byName = new LinkedHashMap<>();
        for (Object o : workloads) {
            Workload w = (Workload) o;
            Object before = byName.putIfAbsent(w.name().toLowerCase(Locale.ROOT), w);
            if (before != null) {
                throw twoOfOneName(w.name(), where(path, before.getClass()), where(path, w.getClass()));
            }
        }
    }

    private static boolean builtIn(String className) {
        return BUILT_IN.getResource(className.replace('.', '/') + ".class") != null;
    }

    private static String nameOf(List<?> workloads, String className) {
        return workloads.stream()
                .filter(w -> w.getClass().getName().equals(className))
                .map(w -> ((Workload) w).name())
                .findFirst()
                .orElse(className);
    }

    private static Object where(WorkloadPath path, Class<?> type) {
        if (type.getClassLoader() != path.loader) {
            return "Surgebench itself";
        }
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return type.getName();
        }
    }

    private static SurgeException twoOfOneName(String name, Object first, Object second) {
        return SurgeException.usage("Two workloads are named " + name + ", one in " + first + " and one in " + second
                + ": keep one of them on the workload path.");
    }
}
