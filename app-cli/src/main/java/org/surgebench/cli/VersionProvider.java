package org.surgebench.cli;

import org.surgebench.core.results.EnvironmentInfo;
import picocli.CommandLine;

/** {@code surge --version}: the engine version and the JDK it runs on. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"surgebench " + EnvironmentInfo.version(), "JDK " + Runtime.version()};
    }
}
