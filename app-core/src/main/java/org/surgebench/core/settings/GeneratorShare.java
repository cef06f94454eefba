package org.surgebench.core.settings;

import org.surgebench.core.common.SurgeException;

/**
 * One load generator's part of a run that N generators drive together ({@code --generator K/N}): the run's
 * users, {@code --rate} and {@code --max-transactions} are split so that the N parts add up exactly to what
 * was asked, and each generator's users keep the numbers they have in the whole run (generator 2/3 of 9 users
 * runs users 4..6), so their random streams differ between generators and match a single-process run's.
 *
 * @param index this generator, 1..count
 * @param count how many generators drive the run
 */
public record GeneratorShare(int index, int count) {

    public GeneratorShare {
        if (count < 1 || index < 1 || index > count) {
            throw SurgeException.usage(
                    "--generator must be K/N with 1 <= K <= N, e.g. 2/3 (got " + index + "/" + count + ").");
        }
    }

    /**
     * Parses {@code K/N}; K may also be written {@code I+1}, for an index that counts from 0 such as a Kubernetes
     * Indexed Job's completion index ({@code --generator $(JOB_COMPLETION_INDEX)+1/3}). One sentence for
     * anything else.
     */
    public static GeneratorShare parse(String text) {
        String[] parts = text == null ? new String[0] : text.strip().split("/", -1);
        if (parts.length == 2) {
            try {
                int k = 0;
                for (String term : parts[0].split("\\+", -1)) {
                    k = Math.addExact(k, Integer.parseInt(term.strip()));
                }
                return new GeneratorShare(k, Integer.parseInt(parts[1].strip()));
            } catch (NumberFormatException | ArithmeticException e) {
                // Reported below.
            }
        }
        throw SurgeException.usage("--generator must be K/N, this generator's number and how many there are, "
                + "e.g. 2/3 (got '" + text + "').");
    }

    /** This generator's part of {@code total} things (users, transactions): the first {@code total % N} get one more. */
    public long of(long total) {
        return total / count + (index <= total % count ? 1 : 0);
    }

    /** The number in the whole run of this generator's first of {@code total} users (1-based). */
    public long firstOf(long total) {
        return (index - 1) * (total / count) + Math.min(index - 1, total % count) + 1;
    }

    /** This generator's part of a rate, in proportion to its users, so every user is paced alike. */
    public double rateOf(double rate, int totalUsers) {
        return rate * of(totalUsers) / totalUsers;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
