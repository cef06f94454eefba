package org.surgebench.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * Accepts TCP connections on ADDRESS:PORT and relays each to a Unix-domain socket: {@link SilentNetwork} runs
 * it inside a network namespace of its own, so that the way from the tests to PostgreSQL crosses a virtual
 * link the test can silence. (A namespace has its own loopback, but the file system, and so the server's
 * Unix socket, is shared.) Usage: {@code UnixSocketForwarder ADDRESS PORT SOCKET_PATH}.
 */
public final class UnixSocketForwarder {
    private UnixSocketForwarder() {}

    public static void main(String[] args) throws IOException {
        UnixDomainSocketAddress target = UnixDomainSocketAddress.of(args[2]);
        try (ServerSocketChannel server = ServerSocketChannel.open()) {
            server.bind(new InetSocketAddress(args[0], Integer.parseInt(args[1])));
            System.out.println("listening");
            System.out.flush();
            while (true) {
                SocketChannel client = server.accept();
                SocketChannel db = SocketChannel.open(StandardProtocolFamily.UNIX);
                db.connect(target);
                Thread.ofVirtual().start(() -> relay(client, db));
                Thread.ofVirtual().start(() -> relay(db, client));
            }
        }
    }

    private static void relay(SocketChannel from, SocketChannel to) {
        ByteBuffer buf = ByteBuffer.allocate(64 * 1024);
        try (from;
                to) {
            while (from.read(buf) >= 0) {
                buf.flip();
                while (buf.hasRemaining()) {
                    to.write(buf);
                }
                buf.clear();
            }
        } catch (IOException closed) {
            // Either side went away: closing both ends tells the other.
        }
    }
}
