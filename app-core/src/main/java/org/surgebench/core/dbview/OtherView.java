package org.surgebench.core.dbview;

import java.util.Map;

/** The figures of a snapshot provider this version has no typed view for, shown as they were stored. */
public record OtherView(Map<String, Object> figures) implements DatabaseView {
    @Override
    public Double dbIoRequestsPerSec() {
        return null;
    }

    @Override
    public String dbIoSource() {
        return null;
    }

    @Override
    public Double bufferHitRatioPct() {
        return null;
    }
}
