package org.surgebench.testdata;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;

/**
 * Passwords with awkward characters for property tests of the masking of secrets (app-core's Secrets): each holds at least two markers, words
 * found nowhere else, between and around runs of the characters that end a value in some syntax (, ; ) space & ?
 * @ / : = quotes braces ...). A marker in any output is a leak of (part of) the password. Seeded, so a failure
 * repeats.
 */
public final class SecretPasswords {
    /** Characters a password may hold that some syntax reads as the end of a value, or that quoting needs. */
    public static final String AWKWARD = ",;)( &?@/:=\"'\\#%+{}[]*!$^|<>~\t.é中";

    private static final String MARKER_LETTERS = "BCDFGHJKLMNPQRSTVWXZ";

    private SecretPasswords() {}

    /** A password and the markers in it. */
    public record Password(String text, List<String> markers) {
        /** The first marker found in {@code output}, or null when none is (nothing of the password leaked). */
        public String leakIn(String output) {
            return markers.stream().filter(output::contains).findFirst().orElse(null);
        }
    }

    /**
     * {@code count} passwords from {@code seed}, none holding a character {@code excluded} rejects (what the
     * syntax under test cannot carry in a value, e.g. {@code &} in a query string), first the cases that were seen
     * to leak.
     */
    public static List<Password> generate(long seed, int count, IntPredicate excluded) {
        List<Password> out = new ArrayList<>();
        Random random = new Random(seed);
        int n = 0;
        for (String known : new String[] {"a,b", "a;b", "a)b", "a b", "pw with spaces", "p@ss/w:rd", "*** x"}) {
            String a = marker(random, n++);
            String b = marker(random, n++);
            String text = a + known.replace("a", "").replace("b", "") + b;
            if (text.chars().noneMatch(excluded)) {
                out.add(new Password(text, List.of(a, b)));
            }
        }
        String awkward = AWKWARD.chars()
                .filter(excluded.negate())
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
        while (out.size() < count) {
            StringBuilder text = new StringBuilder();
            List<String> markers = new ArrayList<>();
            boolean awkwardFirst = random.nextBoolean();
            int pieces = 2 + random.nextInt(3);
            for (int i = 0; i < pieces; i++) {
                if (awkwardFirst || i > 0) {
                    for (int k = 1 + random.nextInt(3); k > 0; k--) {
                        text.append(awkward.charAt(random.nextInt(awkward.length())));
                    }
                }
                String m = marker(random, n++);
                markers.add(m);
                text.append(m);
            }
            if (random.nextBoolean()) {
                text.append(awkward.charAt(random.nextInt(awkward.length())));
            }
            out.add(new Password(text.toString(), List.copyOf(markers)));
        }
        return out;
    }

    /** A word of capitals no URL, host or sentence here holds: "Mk" then consonants, then a serial. */
    private static String marker(Random random, int serial) {
        StringBuilder m = new StringBuilder("Mk");
        for (int i = 0; i < 4; i++) {
            m.append(MARKER_LETTERS.charAt(random.nextInt(MARKER_LETTERS.length())));
        }
        return m.append(serial).toString();
    }

    /** Rejects nothing. */
    public static IntPredicate none() {
        return c -> false;
    }

    /** Rejects the characters given. */
    public static IntPredicate anyOf(String chars) {
        return c -> chars.indexOf(c) >= 0;
    }
}
