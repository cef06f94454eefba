package org.surgebench.core.dbview;

/** A database view that was asked for but not collected, and why (e.g. "no end snapshot: the run lost the database"). */
public record UnavailableView(String error) implements DatabaseView {
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
