package org.surgebench.web;

import org.surgebench.core.api.FrontDoorArchitecture;

/** The web console is a front door: the layering rules of {@link FrontDoorArchitecture} hold for it. */
class ArchitectureTest extends FrontDoorArchitecture {
    @Override
    protected String frontDoorPackage() {
        return "org.surgebench.web";
    }
}
