package org.surgebench.core.results;

import java.net.InetAddress;
import java.sql.Connection;
import org.surgebench.core.db.Database;

/** Where a run happened: the load generator host and JDK, and the database product and driver. */
public record EnvironmentInfo(
        String surgebenchVersion,
        String host,
        String os,
        int cpus,
        long maxHeapBytes,
        String jdk,
        String database,
        String driver) {

    public static EnvironmentInfo capture(Connection c) {
        return new EnvironmentInfo(
                version(),
                hostName(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory(),
                System.getProperty("java.vm.vendor") + " " + Runtime.version(),
                c == null ? "unknown" : Database.productOf(c),
                c == null ? "unknown" : Database.driverOf(c));
    }

    public static String version() {
        String v = EnvironmentInfo.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
