package org.surgebench.workloads.tpch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The 22 TPC-H queries (clause 2.4), their names as the specification titles them, and their text (the
 * resource {@code queries/qN.sql}) with {@code {name}} where a substitution parameter goes ({@link TpchParams}).
 */
enum TpchQuery {
    Q1("Pricing Summary Report"),
    Q2("Minimum Cost Supplier"),
    Q3("Shipping Priority"),
    Q4("Order Priority Checking"),
    Q5("Local Supplier Volume"),
    Q6("Forecasting Revenue Change"),
    Q7("Volume Shipping"),
    Q8("National Market Share"),
    Q9("Product Type Profit Measure"),
    Q10("Returned Item Reporting"),
    Q11("Important Stock Identification"),
    Q12("Shipping Modes and Order Priority"),
    Q13("Customer Distribution"),
    Q14("Promotion Effect"),
    Q15("Top Supplier"),
    Q16("Parts/Supplier Relationship"),
    Q17("Small-Quantity-Order Revenue"),
    Q18("Large Volume Customer"),
    Q19("Discounted Revenue"),
    Q20("Potential Part Promotion"),
    Q21("Suppliers Who Kept Orders Waiting"),
    Q22("Global Sales Opportunity");

    private final String title;
    private final String text;

    TpchQuery(String title) {
        this.title = title;
        this.text = read("queries/" + name().toLowerCase(java.util.Locale.ROOT) + ".sql");
    }

    String title() {
        return title;
    }

    int number() {
        return ordinal() + 1;
    }

    /** The query's text with the parameters' values in place. */
    String sql(Map<String, String> params) {
        String out = text;
        for (Map.Entry<String, String> p : params.entrySet()) {
            out = out.replace("{" + p.getKey() + "}", p.getValue());
        }
        if (out.contains("{")) {
            throw new IllegalStateException(name() + " has a parameter without a value: " + out);
        }
        return out;
    }

    private static String read(String path) {
        try (InputStream in = TpchQuery.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("Missing query text " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
