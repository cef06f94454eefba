package org.surgebench.core.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 45 item 3: a saturated load generator was never flagged. The verdict is made from a run's host figures
 * (results {@code host}) against one threshold, in one place.
 */
class ClientSaturationTest {

    static Map<String, Object> host(double processPct, double idlePct, double iowaitPct, boolean databaseHere) {
        Map<String, Object> gen = new LinkedHashMap<>();
        gen.put("cpus", 2);
        gen.put("processCpuPct", processPct);
        gen.put("cpuUserPct", 100 - idlePct - iowaitPct - 5);
        gen.put("cpuSysPct", 5.0);
        gen.put("cpuIowaitPct", iowaitPct);
        gen.put("cpuIdlePct", idlePct);
        Map<String, Object> host = new LinkedHashMap<>();
        host.put("loadGenerator", gen);
        if (databaseHere) {
            host.put("databaseHostDisks", Map.of("why", "the database URL names this host"));
        }
        return host;
    }

    @Test
    void theLoadGeneratorsOwnProcessAboveTheThresholdIsClientBound() {
        ClientSaturation c = ClientSaturation.of(host(93.1, 2, 0, false)).orElseThrow();
        assertThat(c.measure()).isEqualTo("process");
        assertThat(c.sentence())
                .isEqualTo("The load generator was CPU-saturated (client-bound): its own process used 93.1 % of "
                        + "this host's CPUs over the measured window, at or above the 90 % at which the figures may "
                        + "be the client's limit rather than the database's; give the load generator more CPUs or a "
                        + "host of its own, or run fewer users.");
        assertThat(c.brief()).isEqualTo("client CPU 93.1 %");
    }

    @Test
    void aHostSharedWithTheDatabaseAndBusyIsClientBoundToo() {
        // The sweep: every step at 99.6-99.9 % host CPU, database on the same host.
        ClientSaturation c = ClientSaturation.of(host(31.0, 0.4, 0, true)).orElseThrow();
        assertThat(c.measure()).isEqualTo("shared-host");
        assertThat(c.cpuPct()).isEqualTo(99.6);
        assertThat(c.sentence())
                .contains(
                        "this host, which it shares with the database, was 99.6 % busy",
                        "run the load generator on another host");
        ClientSaturation elsewhere =
                ClientSaturation.of(host(31.0, 0.4, 0, false)).orElseThrow();
        assertThat(elsewhere.sentence())
                .contains("its host was 99.6 % busy (its own process 31.0 %, other work the rest)");
    }

    @Test
    void aClientWithCpuToSpareOrNoFiguresIsNotFlagged() {
        assertThat(ClientSaturation.of(host(40, 45, 0, true))).isEmpty();
        // Waiting on IO is not being busy.
        assertThat(ClientSaturation.of(host(40, 5, 60, true))).isEmpty();
        assertThat(ClientSaturation.of(Map.of())).isEmpty();
        assertThat(ClientSaturation.of(null)).isEmpty();
        Map<String, Object> noProc = new LinkedHashMap<>();
        noProc.put("loadGenerator", Map.of("processCpuPct", 12.0, "note", "no /proc here"));
        assertThat(ClientSaturation.of(noProc)).isEmpty();
    }
}
