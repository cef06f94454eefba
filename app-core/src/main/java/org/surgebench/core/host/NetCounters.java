package org.surgebench.core.host;

import java.util.LinkedHashMap;
import java.util.Map;

/** One network interface's cumulative counters from {@code /proc/net/dev}: bytes and packets each way. */
public record NetCounters(String device, long rxBytes, long rxPackets, long txBytes, long txPackets) {

    /** All interfaces but loopback (a host's own traffic to itself is no network's) of a /proc/net/dev text. */
    public static Map<String, NetCounters> parse(String procNetDev) {
        Map<String, NetCounters> out = new LinkedHashMap<>();
        for (String line : procNetDev.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = line.substring(0, colon).strip();
            String[] f = line.substring(colon + 1).trim().split("\\s+");
            if (f.length < 10 || name.equals("lo")) {
                continue;
            }
            out.put(
                    name,
                    new NetCounters(
                            name,
                            Long.parseLong(f[0]),
                            Long.parseLong(f[1]),
                            Long.parseLong(f[8]),
                            Long.parseLong(f[9])));
        }
        return out;
    }

    /** Received and sent MB/s of all interfaces between two readings {@code seconds} apart. */
    static double[] mbPerSec(Map<String, NetCounters> before, Map<String, NetCounters> after, double seconds) {
        long rx = 0;
        long tx = 0;
        for (NetCounters b : after.values()) {
            NetCounters a = before.get(b.device());
            if (a != null) {
                rx += b.rxBytes - a.rxBytes;
                tx += b.txBytes - a.txBytes;
            }
        }
        double s = seconds <= 0 ? 1 : seconds;
        return new double[] {DeviceIo.round(rx / 1048576.0 / s), DeviceIo.round(tx / 1048576.0 / s)};
    }
}
