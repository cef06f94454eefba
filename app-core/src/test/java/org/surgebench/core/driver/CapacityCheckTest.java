package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionRoom;
import org.surgebench.core.driver.CapacityCheck.Asked;
import org.surgebench.core.driver.CapacityCheck.Machine;

/**
 * The sentence of a run the server or this process cannot hold, one limit at a time: connections, file
 * descriptors, heap. The databases' own readings of their limits are tested against the servers
 * (CapacityPostgresTest, CapacityMariaDbTest in the CLI's tests).
 */
class CapacityCheckTest {
    private static final long GB = 1L << 30;
    private static final Machine ROOMY = new Machine(4 * GB, 100_000, 50);
    private static final ConnectionRoom ROOM_97 = new ConnectionRoom("max_connections 100", 97, 3);

    private static Asked users(int n) {
        return new Asked(n, OptionalInt.empty(), UserThreads.VIRTUAL, false, false);
    }

    private static Asked pooled(int n, int pool) {
        return new Asked(n, OptionalInt.of(pool), UserThreads.VIRTUAL, false, false);
    }

    @Test
    void usersThatFitPass() {
        assertThat(CapacityCheck.refusal(users(97), ROOM_97, ROOMY)).isNull();
        assertThat(CapacityCheck.refusal(pooled(5_000, 50), ROOM_97, ROOMY)).isNull();
    }

    @Test
    void moreUsersThanTheServerTakesNameItsLimitAndThePool() {
        String s = CapacityCheck.refusal(users(98), ROOM_97, ROOMY);
        assertThat(s)
                .startsWith("More users than the server can take: 98 users need 98 connections (one each)")
                .contains("takes 97 more now (max_connections 100, 3 sessions open)", "--pool", "--allow-fewer-users")
                .endsWith(".");
        assertThat(s.indexOf(". ")).as("one sentence").isNegative();
    }

    @Test
    void aPoolLargerThanTheServerTakesIsRefusedButOnlyForTheConnectionsTheUsersCanUse() {
        assertThat(CapacityCheck.refusal(pooled(200, 120), ROOM_97, ROOMY))
                .contains("a shared pool of 120 needs 120 connections", "lower --pool to at most 97");
        // Ten users never open more than ten of a pool of 120.
        assertThat(CapacityCheck.refusal(pooled(10, 120), ROOM_97, ROOMY)).isNull();
    }

    @Test
    void allowFewerUsersLeavesTheServerLimitToTheLogOnCheck() {
        Asked fewer = new Asked(500, OptionalInt.empty(), UserThreads.VIRTUAL, false, true);
        assertThat(CapacityCheck.refusal(fewer, ROOM_97, ROOMY)).isNull();
    }

    @Test
    void connectionsBeyondTheFileDescriptorsAreRefused() {
        Machine few = new Machine(4 * GB, 1_024, 40);
        assertThat(CapacityCheck.refusal(pooled(5_000, 1_000), null, few))
                .startsWith("More users than this process can hold: 1000 connections need a file descriptor each")
                .contains("may open 1024 files (ulimit -n), 40 open now", "ulimit -n 1104");
        assertThat(CapacityCheck.refusal(pooled(5_000, 900), null, few)).isNull();
        Asked embedded = new Asked(5_000, OptionalInt.empty(), UserThreads.VIRTUAL, true, false);
        assertThat(CapacityCheck.refusal(embedded, null, few))
                .as("an embedded database takes no socket")
                .isNull();
    }

    @Test
    void usersBeyondTheHeapAreRefusedWithTheHeapTheyNeed() {
        Machine small = new Machine(256L << 20, 100_000, 50);
        String s = CapacityCheck.refusal(pooled(20_000, 50), null, small);
        assertThat(s)
                .startsWith("More users than this heap can hold: 20000 users need about ")
                .contains("on virtual threads sharing 50 connections", "256 MB maximum heap", "SURGE_JAVA_OPTS=-Xmx");
        long needed = UserFootprint.heapBytes(20_000, 50, UserThreads.VIRTUAL, false);
        assertThat(needed).isGreaterThan(small.maxHeapBytes() / 4 * 3);
        String xmx = s.replaceAll(".*-Xmx(\\d+)m.*", "$1");
        assertThat((Long.parseLong(xmx) << 20) / 100 * 95)
                .as("the heap it proposes holds them, also as the JVM reports it (a few per cent below -Xmx)")
                .isGreaterThan(needed / 3 * 4);
        assertThat(CapacityCheck.refusal(pooled(2_000, 50), null, small)).isNull();
    }
}
