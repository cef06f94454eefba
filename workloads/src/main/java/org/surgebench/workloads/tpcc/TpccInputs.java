package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import org.surgebench.core.spi.Rng;

/**
 * What each of the five transactions draws from its user's random stream before it sends anything, in the order it
 * draws it: one draw for all its forms (client and server variant, on threads and on event loops), so that each
 * form of a transaction works on the same inputs from the same stream.
 */
final class TpccInputs {
    private TpccInputs() {}

    /** New-Order (2.4.1): the home warehouse's district and customer, and the lines (the last unused at 1 %). */
    record NewOrder(int warehouse, int district, int customer, TpccRun.Line[] lines) {
        static NewOrder draw(TpccRun run, Rng r, int userId) {
            int w = run.homeWarehouse(userId);
            int d = r.between(1, TpccShape.DISTRICTS);
            int c = run.keys().customerId(r);
            boolean rollback = r.nextInt(100) < TpccRun.ROLLBACK_PCT;
            return new NewOrder(w, d, c, run.newOrderLines(r, w, rollback));
        }

        /** O_ALL_LOCAL: 1 when every line is supplied by the home warehouse. */
        int allLocal() {
            int all = 1;
            for (TpccRun.Line l : lines) {
                all &= l.supplyWarehouse() == warehouse ? 1 : 0;
            }
            return all;
        }
    }

    /**
     * Payment (2.5.1): the home warehouse and district, the customer's (15 % remote), and the customer by last name
     * (60 %, {@link #lastName()}) or by id.
     */
    record Payment(
            int warehouse,
            int district,
            int customerWarehouse,
            int customerDistrict,
            boolean byName,
            int nameNumber,
            int customerId,
            BigDecimal amount) {
        static Payment draw(TpccRun run, Rng r, int userId) {
            int w = run.homeWarehouse(userId);
            int d = r.between(1, TpccShape.DISTRICTS);
            int cw = w;
            int cd = d;
            if (run.warehouses() > 1 && r.nextInt(100) < TpccRun.REMOTE_PAYMENT_PCT) {
                cw = run.otherWarehouse(r, w);
                cd = r.between(1, TpccShape.DISTRICTS);
            }
            boolean byName = r.nextInt(100) < 60;
            int nameNumber = run.keys().runLastNameNumber(r);
            int customerId = run.keys().customerId(r);
            BigDecimal amount = BigDecimal.valueOf(r.between(100, 500_000), 2);
            return new Payment(w, d, cw, cd, byName, nameNumber, customerId, amount);
        }

        /** The last name the customer is found by, or null when found by id. */
        String lastName() {
            return byName ? TpccKeys.lastName(nameNumber) : null;
        }
    }

    /** Order-Status (2.6.1): a home-warehouse district's customer, by last name (60 %) or by id. */
    record OrderStatus(int warehouse, int district, boolean byName, int nameNumber, int customerId) {
        static OrderStatus draw(TpccRun run, Rng r, int userId) {
            int w = run.homeWarehouse(userId);
            int d = r.between(1, TpccShape.DISTRICTS);
            boolean byName = r.nextInt(100) < 60;
            int nameNumber = run.keys().runLastNameNumber(r);
            int customerId = run.keys().customerId(r);
            return new OrderStatus(w, d, byName, nameNumber, customerId);
        }

        /** The last name the customer is found by, or null when found by id. */
        String lastName() {
            return byName ? TpccKeys.lastName(nameNumber) : null;
        }
    }

    /** Delivery (2.7.1): the home warehouse and the carrier. */
    record Delivery(int warehouse, int carrier) {
        static Delivery draw(TpccRun run, Rng r, int userId) {
            return new Delivery(run.homeWarehouse(userId), r.between(1, 10));
        }
    }

    /** Stock-Level (2.8.1): a home-warehouse district and the threshold. */
    record StockLevel(int warehouse, int district, int threshold) {
        static StockLevel draw(TpccRun run, Rng r, int userId) {
            int w = run.homeWarehouse(userId);
            int d = r.between(1, TpccShape.DISTRICTS);
            return new StockLevel(w, d, r.between(10, 20));
        }
    }
}
