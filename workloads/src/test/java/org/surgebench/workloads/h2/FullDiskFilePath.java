package org.surgebench.workloads.h2;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import org.h2.store.fs.FileBase;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

/**
 * H2 files under {@code jdbc:h2:fulldisk:PATH} whose writes fail as a full disk's do ("No space left on device")
 * once a file would grow past {@link #LIMIT}: the H2 store meets the same failure as on a small file system, and
 * CI needs no right to mount one.
 */
public final class FullDiskFilePath extends FilePathWrapper {
    static final long LIMIT = 12L << 20;

    /** Public: H2 makes one per path by reflection. */
    public FullDiskFilePath() {}

    /** Makes {@code fulldisk:} known to H2; safe to call more than once. */
    static void register() {
        FilePath.register(new FullDiskFilePath());
    }

    @Override
    public String getScheme() {
        return "fulldisk";
    }

    @Override
    public FileChannel open(String mode) throws IOException {
        return new Full(getBase().open(mode));
    }

    private static final class Full extends FileBase {
        private final FileChannel base;

        Full(FileChannel base) {
            this.base = base;
        }

        private void room(long end) throws IOException {
            if (end > LIMIT) {
                throw new IOException("No space left on device");
            }
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            room(position + src.remaining());
            return base.write(src, position);
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            room(base.position() + src.remaining());
            return base.write(src);
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            return base.read(dst, position);
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            return base.read(dst);
        }

        @Override
        public long position() throws IOException {
            return base.position();
        }

        @Override
        public FileChannel position(long newPosition) throws IOException {
            base.position(newPosition);
            return this;
        }

        @Override
        public long size() throws IOException {
            return base.size();
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            base.truncate(size);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            base.force(metaData);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return base.tryLock(position, size, shared);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            base.close();
        }
    }
}
