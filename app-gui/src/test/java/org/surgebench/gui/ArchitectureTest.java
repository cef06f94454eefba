package org.surgebench.gui;

import org.surgebench.core.api.FrontDoorArchitecture;

/** The desktop app is a front door: the layering rules of {@link FrontDoorArchitecture} hold for it. */
class ArchitectureTest extends FrontDoorArchitecture {
    @Override
    protected String frontDoorPackage() {
        return "org.surgebench.gui";
    }
}
