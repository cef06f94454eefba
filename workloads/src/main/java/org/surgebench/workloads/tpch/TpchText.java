package org.surgebench.workloads.tpch;

import java.util.List;
import org.surgebench.core.spi.Rng;

/**
 * TPC-H's generated strings (clause 4.2.2.7 to 4.2.2.10): comments built from the text grammar's sentences, the
 * random v-strings of addresses, and phone numbers whose country code is the nation's key plus 10.
 *
 * <p>The specification cuts each comment out of a 300 MB pool of grammar text; here each comment is grammar text
 * written for that row and cut at its drawn length, so that a row depends only on (seed, key).
 */
final class TpchText {
    private TpchText() {}

    private static final String V_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,.";

    /** A comment of a length drawn uniformly in {@code min..max}. */
    static String text(Rng r, int min, int max) {
        int length = r.between(min, max);
        StringBuilder out = new StringBuilder(length + 80);
        while (out.length() < length) {
            if (!out.isEmpty()) {
                out.append(' ');
            }
            sentence(r, out);
        }
        out.setLength(length);
        return out.toString().strip();
    }

    /** sentence: NP VP T | NP VP PP T | NP VP NP T | NP PP VP NP T | NP PP VP PP T. */
    private static void sentence(Rng r, StringBuilder out) {
        int form = r.nextInt(5);
        nounPhrase(r, out);
        if (form >= 3) {
            out.append(' ');
            prepositionalPhrase(r, out);
        }
        out.append(' ');
        verbPhrase(r, out);
        if (form == 1 || form == 4) {
            out.append(' ');
            prepositionalPhrase(r, out);
        } else if (form == 2 || form == 3) {
            out.append(' ');
            nounPhrase(r, out);
        }
        String t = pick(r, TpchWords.TERMINATORS);
        out.append(t.equals("--") ? " --" : t);
    }

    /** noun | adjective noun | adjective, adjective noun | adverb adjective noun. */
    private static void nounPhrase(Rng r, StringBuilder out) {
        switch (r.nextInt(4)) {
            case 1 -> out.append(pick(r, TpchWords.ADJECTIVES)).append(' ');
            case 2 ->
                out.append(pick(r, TpchWords.ADJECTIVES))
                        .append(", ")
                        .append(pick(r, TpchWords.ADJECTIVES))
                        .append(' ');
            case 3 ->
                out.append(pick(r, TpchWords.ADVERBS))
                        .append(' ')
                        .append(pick(r, TpchWords.ADJECTIVES))
                        .append(' ');
            default -> {}
        }
        out.append(pick(r, TpchWords.NOUNS));
    }

    /** verb | auxiliary verb | verb adverb | auxiliary verb adverb. */
    private static void verbPhrase(Rng r, StringBuilder out) {
        int form = r.nextInt(4);
        if (form == 1 || form == 3) {
            out.append(pick(r, TpchWords.AUXILIARIES)).append(' ');
        }
        out.append(pick(r, TpchWords.VERBS));
        if (form >= 2) {
            out.append(' ').append(pick(r, TpchWords.ADVERBS));
        }
    }

    /** preposition the NP. */
    private static void prepositionalPhrase(Rng r, StringBuilder out) {
        out.append(pick(r, TpchWords.PREPOSITIONS)).append(" the ");
        nounPhrase(r, out);
    }

    /** A v-string (clause 4.2.2.7): random characters of a 64-letter alphabet, length drawn in {@code min..max}. */
    static String vstring(Rng r, int min, int max) {
        int length = r.between(min, max);
        char[] c = new char[length];
        for (int i = 0; i < length; i++) {
            c[i] = V_CHARS.charAt(r.nextInt(V_CHARS.length()));
        }
        return new String(c);
    }

    /** A phone number (clause 4.2.2.9): country code nation key + 10, then 3, 3 and 4 digits. */
    static String phone(Rng r, int nation) {
        return (nation + 10) + "-" + r.between(100, 999) + "-" + r.between(100, 999) + "-" + r.between(1000, 9999);
    }

    /** A name such as Supplier#000000042: the prefix and the key in nine digits. */
    static String keyed(String prefix, long key) {
        return prefix + String.format("%09d", key);
    }

    static String pick(Rng r, List<String> words) {
        return words.get(r.nextInt(words.size()));
    }
}
