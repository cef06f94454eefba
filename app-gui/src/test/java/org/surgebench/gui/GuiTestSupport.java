package org.surgebench.gui;

import org.surgebench.core.api.Surgebench;

/** What the GUI tests share: the workload they drive (Order Entry when present, else tpcb). */
final class GuiTestSupport {
    private GuiTestSupport() {
    }

    static String workload() {
        return Surgebench.workloads().stream().anyMatch(w -> w.name().equals("soe")) ? "soe" : "tpcb";
    }
}
