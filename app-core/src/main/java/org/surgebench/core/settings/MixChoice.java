package org.surgebench.core.settings;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SettingException;

/**
 * Which transactions a run draws, and how.
 *
 * @param mix      the named mix; null for the workload's default
 * @param variant  how the workload runs its transactions (soe's {@code client} or {@code server}); null for the
 *                 workload's default for the database
 * @param weights  weights given per transaction (short name), over the mix's
 * @param enabled  transactions enabled by short name
 * @param disabled transactions disabled by short name
 * @param draw     how the next transaction is chosen from the weights
 * @param seed     the seed of every user's random stream
 */
public record MixChoice(
        String mix,
        String variant,
        Map<String, Integer> weights,
        Set<String> enabled,
        Set<String> disabled,
        MixDraw draw,
        long seed) {
    public static final Setting<String> MIX = new Setting<>("mix", "mix");
    public static final Setting<String> VARIANT = new Setting<>("mix", "variant");
    public static final Setting<Map<String, Integer>> WEIGHTS = new Setting<>("mix", "weight", Map.of());
    public static final Setting<Set<String>> ENABLED = new Setting<>("mix", "enable", Set.of());
    public static final Setting<Set<String>> DISABLED = new Setting<>("mix", "disable", Set.of());
    public static final Setting<MixDraw> DRAW = new Setting<>("mix", "mix-draw", MixDraw.DECK);
    public static final Setting<Long> SEED = new Setting<>("mix", "seed", 1L);

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(MIX, VARIANT, WEIGHTS, ENABLED, DISABLED, DRAW, SEED);

    public MixChoice {
        weights = Ordered.map(weights);
        enabled = Ordered.set(enabled);
        disabled = Ordered.set(disabled);
        draw = draw == null ? MixDraw.DECK : draw;
        weights.forEach((tx, w) -> {
            if (w == null || w < 0) {
                throw new SettingException(
                        "The {weight} of " + tx + " is negative (" + w + "); weights are 0 or more.");
            }
        });
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static MixChoice from(RunLayer l) {
        return new MixChoice(
                l.value(MIX),
                l.value(VARIANT),
                l.value(WEIGHTS),
                l.value(ENABLED),
                l.value(DISABLED),
                l.value(DRAW),
                l.value(SEED));
    }
}
