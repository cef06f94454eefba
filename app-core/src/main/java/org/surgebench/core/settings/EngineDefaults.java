package org.surgebench.core.settings;

import java.time.Duration;

/**
 * The lowest layer: what a run does when no source says otherwise. A workload's own defaults (users, think
 * time, query timeout) lie over it.
 */
public final class EngineDefaults {
    /** The engine's own run time: the CLI's, the desktop app's and the API's default. */
    public static final Duration RUN_TIME = Load.RUN_TIME.engineDefault();

    /** A run whose failed attempts exceed this share of all attempts fails (unless a count is given). */
    public static final double MAX_ERROR_PERCENT = 1.0;

    /** Every setting's {@link Setting#engineDefault()}, but those whose absence means something. */
    public static final RunLayer LAYER = layer();

    private static RunLayer layer() {
        RunLayer l = RunLayer.of(RunLayer.ENGINE_DEFAULT);
        for (Setting<?> s : Settings.ALL) {
            l = withDefault(l, s);
        }
        return l;
    }

    private static <T> RunLayer withDefault(RunLayer l, Setting<T> s) {
        return l.with(s, s.engineDefault());
    }

    private EngineDefaults() {}
}
