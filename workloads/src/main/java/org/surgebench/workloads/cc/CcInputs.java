package org.surgebench.workloads.cc;

import org.surgebench.core.spi.Rng;

/**
 * What each Calling Circle transaction draws from its user's random stream, drawn before it sends anything in the
 * order its calls use it: one draw for both its forms (on threads and on event loops), so that each works on the
 * same inputs from the same stream. The calls draw nothing else (think times come from the think stream).
 */
final class CcInputs {
    private CcInputs() {}

    /** One change of a slot: the slot, and its new region and number (an "Upd" line of Swingbench's files). */
    record Change(int slot, String region, String cli) {
        static Change draw(Rng r) {
            int slot = r.between(1, CcRows.SLOTS);
            String region = CcRows.regionValue(r.between(1, CcRows.REGIONS));
            String cli = CcRows.cli(r.between(0, 999_999));
            return new Change(slot, region, cli);
        }
    }

    /** NC: the new line's region, number and call package, then the changes of its circle. */
    record NewCustomer(String region, String cli, int callPackage, Change[] changes) {
        static NewCustomer draw(Rng r) {
            String region = CcRows.regionValue(r.between(1, CcRows.REGIONS));
            String cli = CcRows.cli(r.between(0, 999_999));
            int callPackage = r.between(1, CcRows.PACKAGES);
            return new NewCustomer(region, cli, callPackage, drawChanges(r));
        }
    }

    /**
     * A generated customer (UCD, RCD), drawn uniformly: its name, region and number follow from its id; UCD's
     * changes after it (none for RCD).
     */
    record Customer(long id, Change[] changes) {
        static Customer draw(CcRun run, Rng r, boolean withChanges) {
            long id = r.between(1, run.accounts());
            return new Customer(id, withChanges ? drawChanges(r) : new Change[0]);
        }

        String name() {
            return CcRows.name(id);
        }

        String region() {
            return CcRows.regionValue(CcRows.dialCode(id));
        }

        String cli() {
            return CcRows.cli(id);
        }
    }

    private static Change[] drawChanges(Rng r) {
        Change[] out = new Change[CcTransactions.CHANGES];
        for (int i = 0; i < out.length; i++) {
            out[i] = Change.draw(r);
        }
        return out;
    }
}
