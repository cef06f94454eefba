package org.surgebench.workloads.soe;

/**
 * The few statements whose syntax differs between databases: sequence values, the customer name search
 * (PostgreSQL and Oracle have an index on lower(name); H2 has no expression indexes, so there the search
 * matches the stored capitalisation), the warehouse cube and the five-minute buckets. Everything else
 * is plain SQL shared by every dialect.
 */
final class SoeSql {
    final String dialect;
    final String nextCustomer;
    final String nextAddress;
    final String nextCard;
    final String nextOrder;
    final String nextLogon;
    /** Parameters: last name, first name (lower case except on H2). */
    final String customersByName;
    final boolean lowerCaseNames;
    /** Parameters: warehouse id, {@link #warehouseQueryParams} times. */
    final String warehouseQuery;
    final int warehouseQueryParams;
    /** Parameters: window start (timestamp), warehouse id, window start. */
    final String warehouseActivity;

    private static final String CUSTOMER_COLUMNS = "customer_id, cust_first_name, cust_last_name, nls_language, "
            + "nls_territory, credit_limit, cust_email, account_mgr_id, customer_since, customer_class, suggestions, "
            + "dob, mailshot, partner_mailshot, preferred_address, preferred_card";

    SoeSql(String dialect) {
        this.dialect = dialect;
        nextCustomer = next(dialect, "customer_seq");
        nextAddress = next(dialect, "address_seq");
        nextCard = next(dialect, "card_details_seq");
        nextOrder = next(dialect, "orders_seq");
        nextLogon = next(dialect, "logon_seq");
        lowerCaseNames = !"h2".equals(dialect);
        customersByName = "SELECT " + CUSTOMER_COLUMNS + " FROM customers WHERE "
                + (lowerCaseNames ? "lower(cust_last_name) = ? AND lower(cust_first_name) = ?"
                : "cust_last_name = ? AND cust_first_name = ?") + " FETCH FIRST 5 ROWS ONLY";
        String bucket = switch (dialect) {
            case "h2" -> "DATEDIFF(SECOND, ?, order_date) / 300";
            case "oracle" -> "TRUNC((CAST(order_date AS DATE) - CAST(? AS DATE)) * 288)";
            default -> "FLOOR(EXTRACT(EPOCH FROM (order_date - ?)) / 300)";
        };
        warehouseActivity = "SELECT bucket, COUNT(*), SUM(order_total) FROM (SELECT " + bucket + " AS bucket, "
                + "order_total FROM orders WHERE warehouse_id = ? AND order_date >= ?) recent "
                + "GROUP BY bucket ORDER BY bucket";
        if ("h2".equals(dialect)) {
            // H2 has no CUBE: the per-mode rows plus the grand total row CUBE would add.
            warehouseQuery = "SELECT order_mode, COUNT(*), SUM(order_total) FROM orders WHERE warehouse_id = ? "
                    + "GROUP BY order_mode UNION ALL SELECT NULL, COUNT(*), SUM(order_total) FROM orders "
                    + "WHERE warehouse_id = ?";
            warehouseQueryParams = 2;
        } else {
            warehouseQuery = "SELECT order_mode, COUNT(*), SUM(order_total) FROM orders WHERE warehouse_id = ? "
                    + "GROUP BY CUBE (order_mode)";
            warehouseQueryParams = 1;
        }
    }

    static String customerColumns() {
        return CUSTOMER_COLUMNS;
    }

    private static String next(String dialect, String sequence) {
        return switch (dialect) {
            case "postgresql" -> "SELECT nextval('" + sequence + "')";
            case "oracle" -> "SELECT " + sequence + ".NEXTVAL FROM dual";
            default -> "SELECT NEXT VALUE FOR " + sequence;
        };
    }
}
