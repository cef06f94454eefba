package org.surgebench.workloads.file;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/** Words of lower-case letters (2 to 9 letters each, one space between), of a length in a range. */
final class TextDraw implements ValueDraw {
    private final int min;
    private final int max;

    TextDraw(Ranges.Longs lengths) {
        if (lengths.min() < 0 || lengths.max() > 100_000) {
            throw new IllegalArgumentException("a text's length is from 0 to 100000 characters");
        }
        this.min = (int) lengths.min();
        this.max = (int) lengths.max();
    }

    String text(Rng rng) {
        int length = rng.between(min, max);
        char[] out = new char[length];
        int word = 0;
        int wordLength = 2 + rng.nextInt(8);
        for (int i = 0; i < length; i++) {
            // A space ends each word (never the first or the last character).
            if (word == wordLength && i < length - 1) {
                out[i] = ' ';
                word = 0;
                wordLength = 2 + rng.nextInt(8);
            } else {
                out[i] = (char) ('a' + (int) ((rng.nextLong() >>> 33) % 26));
                word++;
            }
        }
        return new String(out);
    }

    @Override
    public void write(Rng rng, long key, RowSink sink) {
        sink.value(text(rng));
    }

    @Override
    public Object draw(Rng rng) {
        return text(rng);
    }

    @Override
    public int bytes() {
        return (min + max) / 2 + 1;
    }
}
