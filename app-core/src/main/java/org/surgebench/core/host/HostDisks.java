package org.surgebench.core.host;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The database host's disks over the measured window (results {@code host.databaseHostDisks}), as iostat shows
 * them: all real devices added up, and each device that did any IO.
 *
 * @param why     why the disks were watched (see {@link DatabaseLocality#reasonToWatchDisks})
 * @param devices the devices with any IO in the window; idle ones are left out
 */
public record HostDisks(String why, DeviceIo total, List<DeviceIo> devices) {
    /** The key of the disks in the results' {@code host}. */
    public static final String KEY = "databaseHostDisks";

    public HostDisks {
        devices = devices == null ? List.of() : List.copyOf(devices);
    }

    /** The disks of {@code devices} (every real device read twice), the total over all of them. */
    static HostDisks of(String why, List<DeviceIo> devices) {
        return new HostDisks(
                why,
                DeviceIo.total("total", devices),
                devices.stream().filter(d -> d.iops() > 0).toList());
    }

    /** As the results file holds them: why, the total, then the devices. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("why", why);
        m.put("total", total);
        m.put("devices", devices);
        return m;
    }
}
