package org.surgebench.workloads.tpcds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

/** Swingbench's TPC-DS-like transactions on H2: the contract, the package's value rules, and a run of all 14. */
class TpcdsH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "tpcds";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "mysql");
    }

    @Test
    void generatesThePackagesValuesRunsEveryTransactionAndVerifies() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("tpcds-mix"), "sa", "");
        TpcdsRunChecks.generateRunVerify(db, 2);
    }

    @Test
    void theCalendarIsTpcdsJulianDaysAnd2004IsThePackagesRange() {
        long first2004 = TpcdsScale.FIRST_DAY
                + java.time.temporal.ChronoUnit.DAYS.between(
                        DimensionRows.FIRST_DATE, java.time.LocalDate.of(2004, 1, 1));
        assertThat(first2004).isEqualTo(TpcdsScale.FIRST_2004);
        assertThat(TpcdsScale.LAST_2004 - TpcdsScale.FIRST_2004).isEqualTo(365);
        assertThat(FactTable.STORE_SALES.updateSql())
                .isEqualTo("UPDATE store_sales SET ss_quantity = ?, ss_wholesale_cost = ?, ss_list_price = ?, "
                        + "ss_sales_price = ?, ss_ext_discount_amt = ?, ss_ext_sales_price = ?, "
                        + "ss_ext_wholesale_cost = ?, ss_ext_list_price = ?, ss_ext_tax = ?, ss_coupon_amt = ?, "
                        + "ss_net_paid = ?, ss_net_paid_inc_tax = ?, ss_net_profit = ? "
                        + "WHERE ss_item_sk = ? AND ss_ticket_number = ?");
    }
}
