package org.surgebench.core.host;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One block device's cumulative counters from {@code /proc/diskstats} (see the kernel's
 * Documentation/admin-guide/iostats.rst). Sectors are 512 bytes whatever the device's own sector size.
 */
public record DiskCounters(
        String device,
        long reads,
        long readSectors,
        long readMillis,
        long writes,
        long writeSectors,
        long writeMillis,
        long ioMillis,
        long weightedIoMillis) {

    /** All devices in a /proc/diskstats text, by name. */
    public static Map<String, DiskCounters> parse(String procDiskstats) {
        Map<String, DiskCounters> out = new LinkedHashMap<>();
        for (String line : procDiskstats.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 14) {
                continue;
            }
            out.put(
                    f[2],
                    new DiskCounters(
                            f[2],
                            Long.parseLong(f[3]),
                            Long.parseLong(f[5]),
                            Long.parseLong(f[6]),
                            Long.parseLong(f[7]),
                            Long.parseLong(f[9]),
                            Long.parseLong(f[10]),
                            Long.parseLong(f[12]),
                            Long.parseLong(f[13])));
        }
        return out;
    }

    /** Whether the device stacks on others (device mapper, software RAID), so its IO is counted twice. */
    public boolean stacked() {
        return device.startsWith("dm-") || device.startsWith("md");
    }

    /** Pseudo devices that never reach storage. */
    public boolean virtual() {
        return device.startsWith("loop") || device.startsWith("ram") || device.startsWith("zram");
    }
}
