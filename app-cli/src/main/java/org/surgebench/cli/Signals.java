package org.surgebench.cli;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Ctrl-C and SIGTERM: the first asks the work to stop cleanly (results are still written), a second exits
 * at once with 130. A shutdown hook could not tell the two apart.
 *
 * <p>The JDK's only way to handle a signal is {@code sun.misc.Signal} (module jdk.unsupported). It is reached by
 * reflection: a direct reference draws a compiler warning that no option can silence, and the build treats
 * every warning as an error.
 */
final class Signals {
    private Signals() {}

    static void onInterrupt(String message, Runnable firstSignal) {
        AtomicInteger count = new AtomicInteger();
        Runnable onSignal = () -> {
            if (count.incrementAndGet() == 1) {
                System.err.println();
                System.err.println(message);
                firstSignal.run();
            } else {
                Runtime.getRuntime().halt(130);
            }
        };
        try {
            Class<?> signal = Class.forName("sun.misc.Signal");
            Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
            Object handler = Proxy.newProxyInstance(
                    Signals.class.getClassLoader(), new Class<?>[] {handlerType}, (proxy, method, args) -> {
                        if (method.getName().equals("handle")) {
                            onSignal.run();
                            return null;
                        }
                        return objectMethod(proxy, method, args);
                    });
            Method handle = signal.getMethod("handle", signal, handlerType);
            for (String name : new String[] {"INT", "TERM"}) {
                try {
                    handle.invoke(null, signal.getConstructor(String.class).newInstance(name), handler);
                } catch (InvocationTargetException e) {
                    // IllegalArgumentException: the shell started us with this signal ignored (a background
                    // job): leave it so.
                    if (!(e.getCause() instanceof IllegalArgumentException)) {
                        throw e;
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot install the signal handlers", e);
        }
    }

    /** equals, hashCode and toString of the handler proxy, as for any object. */
    private static Object objectMethod(Object proxy, Method method, Object[] args) {
        return switch (method.getName()) {
            case "equals" -> proxy == args[0];
            case "hashCode" -> System.identityHashCode(proxy);
            default -> "Signals.handler";
        };
    }
}
