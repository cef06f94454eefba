package org.surgebench.workloads.tpcc;

import org.surgebench.core.spi.Rng;

/**
 * TPC-C's non-uniform keys and generated text (specification clauses 2.1.6 and 4.3.2): NURand(A, x, y), the
 * customer last names made of three syllables, and the random strings of the data.
 *
 * <p>Each NURand draw adds a constant C: C_LAST of the load and of the run must differ by 65..119 but neither
 * 96 nor 112 (clause 2.1.6.1), so that the run's last names are not exactly the loaded ones' distribution.
 * The constants are derived from the generation seed, so a run finds its load's constant without storing it.
 */
record TpccKeys(int cLastLoad, int cLastRun, int cId, int olIId) {
    /** A for customer last names, customer ids and item ids. */
    static final int A_LAST = 255;

    static final int A_CUSTOMER = 1023;
    static final int A_ITEM = 8191;

    static final String[] SYLLABLES = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};

    private static final char[] ALPHANUMERIC =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();

    static TpccKeys forSeed(long seed) {
        Rng r = new Rng(Rng.mix(seed ^ Rng.idOf("tpcc.constants")));
        int load = r.between(0, A_LAST);
        int run = runConstant(load, r.between(0, 52));
        return new TpccKeys(load, run, r.between(0, A_CUSTOMER), r.between(0, A_ITEM));
    }

    /**
     * C_LAST of the run for a load constant: a distance of 65..119 without 96 and 112 (step 0..52 picks one of
     * those 53 distances), added or subtracted to stay within 0..255.
     */
    static int runConstant(int load, int step) {
        int delta = 65 + step;
        if (delta >= 96) {
            delta++;
        }
        if (delta >= 112) {
            delta++;
        }
        return load + delta <= A_LAST ? load + delta : load - delta;
    }

    /** NURand(A, x, y) = (((random(0, A) | random(x, y)) + C) % (y - x + 1)) + x. */
    static int nurand(Rng r, int a, int c, int x, int y) {
        return (((r.between(0, a) | r.between(x, y)) + c) % (y - x + 1)) + x;
    }

    /** A customer id of a district, 1..3000, as New-Order, Payment and Order-Status draw it. */
    int customerId(Rng r) {
        return nurand(r, A_CUSTOMER, cId, 1, TpccShape.CUSTOMERS_PER_DISTRICT);
    }

    /** An item id, 1..100,000, as New-Order draws it. */
    int itemId(Rng r) {
        return nurand(r, A_ITEM, olIId, 1, TpccShape.ITEMS);
    }

    /** A last name number for a run's Payment or Order-Status by name, 0..999. */
    int runLastNameNumber(Rng r) {
        return nurand(r, A_LAST, cLastRun, 0, 999);
    }

    /** The last name of number 0..999: its three digits as syllables, e.g. 371 is PRICALLYOUGHT. */
    static String lastName(int number) {
        return SYLLABLES[number / 100] + SYLLABLES[(number / 10) % 10] + SYLLABLES[number % 10];
    }

    /** A random alphanumeric string of min..max characters. */
    static String astring(Rng r, int min, int max) {
        int n = r.between(min, max);
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = ALPHANUMERIC[r.nextInt(ALPHANUMERIC.length)];
        }
        return new String(c);
    }

    /** A random string of min..max digits. */
    static String nstring(Rng r, int min, int max) {
        int n = r.between(min, max);
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = (char) ('0' + r.nextInt(10));
        }
        return new String(c);
    }

    /** I_DATA and S_DATA: 26..50 characters, one in ten holding "ORIGINAL" at a random place (clause 4.3.3.1). */
    static String data(Rng r) {
        String s = astring(r, 26, 50);
        if (r.nextInt(10) != 0) {
            return s;
        }
        int at = r.between(0, s.length() - 8);
        return s.substring(0, at) + "ORIGINAL" + s.substring(at + 8);
    }

    /** A zip code: four random digits then "11111". */
    static String zip(Rng r) {
        return nstring(r, 4, 4) + "11111";
    }
}
