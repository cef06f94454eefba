package org.surgebench.core.results;

/**
 * Which part of a run a generator's result holds ({@code --generator K/N}).
 *
 * @param index      this generator, 1..count
 * @param count      how many generators drove the run
 * @param firstUser  the number in the whole run of this generator's first user
 * @param users      how many users this generator ran
 * @param totalUsers the users of the whole run
 */
public record GeneratorLabel(int index, int count, int firstUser, int users, int totalUsers) {
    /** "2/3". */
    public String label() {
        return index + "/" + count;
    }
}
