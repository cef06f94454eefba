package org.surgebench.core.metrics;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;

/**
 * A histogram as text, without losing a count: HdrHistogram's own compressed encoding (the format its tools and
 * other languages' ports read), in Base64. A measured window's histogram of one transaction type is typically a
 * few hundred bytes this way.
 */
public final class HistogramCodec {
    private HistogramCodec() {}

    public static String encode(Histogram h) {
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer, Deflater.BEST_COMPRESSION);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    /** The histogram {@link #encode} wrote; an {@link IllegalArgumentException} naming the problem otherwise. */
    public static Histogram decode(String text) {
        try {
            byte[] bytes = Base64.getDecoder().decode(text);
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException | RuntimeException e) {
            throw new IllegalArgumentException("not an encoded HdrHistogram (" + e.getMessage() + ")", e);
        }
    }
}
