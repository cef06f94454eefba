package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

/** What every refused input must look like: a non-zero exit and one sentence, no stack trace. */
final class OneSentence {
    private OneSentence() {}

    /** Asserts the exit code and that stderr holds one "surge:" sentence containing every fragment. */
    static String assertRefused(Cli.Result r, int exitCode, String... fragments) {
        return assertSentence(r, exitCode, false, fragments);
    }

    /**
     * {@link #assertRefused} for a run that failed on its way, after its users started: the warnings it may give
     * first (transactions still running when it stopped, on a busy host) are not its failure's sentence.
     */
    static String assertRunFailed(Cli.Result r, int exitCode, String... fragments) {
        return assertSentence(r, exitCode, true, fragments);
    }

    private static String assertSentence(Cli.Result r, int exitCode, boolean warnings, String... fragments) {
        assertThat(r.exitCode()).as(r.all()).isEqualTo(exitCode);
        List<String> sentences = Arrays.stream(r.err().split("\\R"))
                .filter(l -> l.startsWith("surge: ") && !(warnings && l.startsWith("surge: warning: ")))
                .toList();
        assertThat(sentences).as("one sentence on stderr: " + r.all()).hasSize(1);
        String s = sentences.get(0);
        for (String f : fragments) {
            assertThat(s).as(r.all()).contains(f);
        }
        assertThat(r.err())
                .as("no stack trace without --debug")
                .doesNotContain("\tat ")
                .doesNotContain("Exception");
        return s;
    }
}
