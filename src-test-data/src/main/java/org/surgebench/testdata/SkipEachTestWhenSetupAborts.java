package org.surgebench.testdata;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.LifecycleMethodExecutionExceptionHandler;
import org.opentest4j.TestAbortedException;

/**
 * An assumption that aborts a class's {@code @BeforeAll} (no database here, no cluster can be made) would
 * otherwise end the class with "Tests run: 0": nothing skipped, nothing said. This extension keeps the reason
 * and skips each test of the class with it, so every report counts them as skipped and CI's check for skipped
 * PostgreSQL tests sees them. Failures (CI's {@code Assertions.fail}) pass through unchanged.
 *
 * <p>Registered for every test class by JUnit's extension auto-detection (src-test-data's
 * {@code junit-platform.properties} and its {@code META-INF/services} entry).
 */
public final class SkipEachTestWhenSetupAborts implements LifecycleMethodExecutionExceptionHandler, BeforeEachCallback {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(SkipEachTestWhenSetupAborts.class);
    private static final String ABORTED = "aborted";

    @Override
    public void handleBeforeAllMethodExecutionException(ExtensionContext context, Throwable throwable)
            throws Throwable {
        if (!(throwable instanceof TestAbortedException)) {
            throw throwable;
        }
        context.getStore(NAMESPACE).put(ABORTED, String.valueOf(throwable.getMessage()));
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        // Stores are looked up through the parents, so the class's reason reaches each of its tests.
        String reason = context.getStore(NAMESPACE).get(ABORTED, String.class);
        if (reason != null) {
            throw new TestAbortedException(reason);
        }
    }
}
