package org.surgebench.core.sweep;

import java.util.Locale;

/** The sweep's table as plain text for a console, with the knee marked. */
public final class SweepTable {
    private SweepTable() {
    }

    public static String format(SweepResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%7s %11s %11s %10s %12s %10s %10s %8s %9s%n", "users", "avg TPS", "QPS",
                "IOPS", "avg RT ms", "p95 ms", "p99 ms", "errors", "host CPU%"));
        for (int i = 0; i < r.steps().size(); i++) {
            SweepStep s = r.steps().get(i);
            sb.append(String.format(Locale.ROOT, "%7d %11.1f %11.1f %10s %12.2f %10.2f %10.2f %8d %9s%s%n", s.users(),
                    s.tps(), s.qps(), s.iops() == null ? "-" : String.format(Locale.ROOT, "%.0f", s.iops()), s.avgMs(),
                    s.p95Ms(), s.p99Ms(), s.errors(), s.hostCpuPct() == null ? "-" : s.hostCpuPct().toString(),
                    r.kneeIndex() != null && r.kneeIndex() == i ? "   <- knee" : s.shortOfUsers()
                            ? "   short: " + s.usersLoggedOn() + " logged on" : s.failure() != null ? "   failed" : ""));
        }
        if (r.kneeIndex() == null) {
            sb.append("Knee not reached: TPS kept growing with users (").append(r.kneeRule()).append(").\n");
        } else {
            sb.append("Knee at ").append(r.steps().get(r.kneeIndex()).users()).append(" users (")
                    .append(r.kneeRule()).append(").\n");
        }
        if (r.steps().stream().anyMatch(SweepStep::shortOfUsers)) {
            sb.append("Steps that ran short of users are left out of the knee.\n");
        }
        if (r.iopsSource() != null) {
            sb.append("IOPS: ").append(r.iopsSource()).append(".\n");
        }
        return sb.toString();
    }
}
