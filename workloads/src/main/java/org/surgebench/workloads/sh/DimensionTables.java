package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TableDef;

/**
 * The small dimensions: TIMES, CHANNELS, COUNTRIES, PRODUCTS and PROMOTIONS (fixed sizes at every scale). TIMES
 * has a row per day of 1995..2014 with Swingbench's text attributes: week numbers as Oracle's {@code WW} (week n
 * holds days 7n-6..7n of the year, so 1..53), months as {@code YYYY-MM} and quarters as {@code YYYY-Q}.
 */
final class DimensionTables {
    static final LocalDate TIMES_FIRST = LocalDate.of(1995, 1, 1);
    static final LocalDate TIMES_LAST = LocalDate.of(2014, 12, 31);
    static final int TIMES_ROWS = (int) ChronoUnit.DAYS.between(TIMES_FIRST, TIMES_LAST) + 1;

    private static final long PROMO_TABLE = Rng.idOf("promotions");

    private DimensionTables() {}

    static List<TableDef> all() {
        return List.of(times(), channels(), countries(), products(), promotions());
    }

    static TableDef times() {
        return new TableDef(
                "times",
                List.of(
                        "time_id",
                        "day_name",
                        "day_number_in_week",
                        "day_number_in_month",
                        "calendar_week_number",
                        "week_ending_day",
                        "calendar_month_number",
                        "calendar_month_desc",
                        "calendar_month_id",
                        "calendar_month_name",
                        "days_in_cal_month",
                        "end_of_cal_month",
                        "calendar_quarter_desc",
                        "calendar_quarter_number",
                        "calendar_quarter_id",
                        "days_in_cal_quarter",
                        "end_of_cal_quarter",
                        "calendar_year",
                        "days_in_cal_year",
                        "end_of_cal_year",
                        "fiscal_week_number",
                        "fiscal_month_number",
                        "fiscal_month_desc",
                        "fiscal_quarter_number",
                        "fiscal_quarter_desc",
                        "fiscal_year"),
                TIMES_ROWS,
                TIMES_ROWS,
                200,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        LocalDate d = TIMES_FIRST.plusDays(k - 1);
                        int year = d.getYear();
                        int month = d.getMonthValue();
                        int quarter = (month - 1) / 3 + 1;
                        int week = (d.getDayOfYear() - 1) / 7 + 1;
                        LocalDate weekEnd = LocalDate.ofYearDay(year, Math.min((week - 1) * 7 + 7, d.lengthOfYear()));
                        LocalDate quarterStart = LocalDate.of(year, (quarter - 1) * 3 + 1, 1);
                        LocalDate quarterEnd = quarterStart.plusMonths(3).minusDays(1);
                        // The fiscal year starts on 1 July and is named after the calendar year it ends in.
                        int fiscalYear = month >= 7 ? year + 1 : year;
                        int fiscalMonth = month >= 7 ? month - 6 : month + 6;
                        int fiscalQuarter = (fiscalMonth - 1) / 3 + 1;
                        LocalDate fiscalStart = LocalDate.of(fiscalYear - 1, 7, 1);
                        int fiscalWeek = (int) (ChronoUnit.DAYS.between(fiscalStart, d) / 7) + 1;
                        sink.value(d)
                                .value(d.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH))
                                .value(d.getDayOfWeek().getValue())
                                .value(d.getDayOfMonth())
                                .value(week)
                                .value(weekEnd)
                                .value(month)
                                .value(String.format(Locale.ROOT, "%d-%02d", year, month))
                                .value(year * 100 + month)
                                .value(d.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH))
                                .value(d.lengthOfMonth())
                                .value(d.withDayOfMonth(d.lengthOfMonth()))
                                .value(year + "-" + quarter)
                                .value(quarter)
                                .value(year * 10 + quarter)
                                .value((int) ChronoUnit.DAYS.between(quarterStart, quarterEnd) + 1)
                                .value(quarterEnd)
                                .value(year)
                                .value(d.lengthOfYear())
                                .value(LocalDate.of(year, 12, 31))
                                .value(fiscalWeek)
                                .value(fiscalMonth)
                                .value(String.format(Locale.ROOT, "%d-%02d", fiscalYear, fiscalMonth))
                                .value(fiscalQuarter)
                                .value(fiscalYear + "-" + fiscalQuarter)
                                .value(fiscalYear)
                                .endRow();
                    }
                });
    }

    static TableDef channels() {
        int n = ShCatalog.CHANNELS.size();
        return new TableDef(
                "channels",
                List.of(
                        "channel_id",
                        "channel_desc",
                        "channel_class",
                        "channel_class_id",
                        "channel_total",
                        "channel_total_id"),
                n,
                n,
                80,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        ShCatalog.Channel c = ShCatalog.CHANNELS.get((int) k - 1);
                        sink.value(c.id())
                                .value(c.desc())
                                .value(c.channelClass())
                                .value(c.classId())
                                .value("Channel total")
                                .value(1)
                                .endRow();
                    }
                });
    }

    static TableDef countries() {
        int n = ShCatalog.COUNTRIES.size();
        return new TableDef(
                "countries",
                List.of(
                        "country_id",
                        "country_iso_code",
                        "country_name",
                        "country_subregion",
                        "country_subregion_id",
                        "country_region",
                        "country_region_id",
                        "country_total",
                        "country_total_id"),
                n,
                n,
                120,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        ShCatalog.Country c = ShCatalog.COUNTRIES.get((int) k - 1);
                        sink.value(c.id())
                                .value(c.iso())
                                .value(c.name())
                                .value(c.subregion())
                                .value(c.subregionId())
                                .value(c.region())
                                .value(c.regionId())
                                .value("World total")
                                .value(1)
                                .endRow();
                    }
                });
    }

    private static final String[] WEIGHT_CLASSES = {"light", "medium", "heavy"};

    static TableDef products() {
        int n = ShCatalog.PRODUCTS.size();
        return new TableDef(
                "products",
                List.of(
                        "prod_id",
                        "prod_name",
                        "prod_desc",
                        "prod_subcategory",
                        "prod_subcategory_id",
                        "prod_category",
                        "prod_category_id",
                        "prod_weight_class",
                        "prod_unit_of_measure",
                        "prod_pack_size",
                        "supplier_id",
                        "prod_status",
                        "prod_list_price",
                        "prod_min_price",
                        "prod_total",
                        "prod_total_id",
                        "prod_eff_from",
                        "prod_valid"),
                n,
                n,
                200,
                (seed, from, to, sink) -> {
                    for (long k = from; k <= to; k++) {
                        ShCatalog.Product p = ShCatalog.PRODUCTS.get((int) k - 1);
                        sink.value(p.id())
                                .value(p.name())
                                .value(p.name() + " (" + p.subcategory() + ", " + p.category() + ")")
                                .value(p.subcategory())
                                .value(p.subcategoryId())
                                .value(p.category())
                                .value(p.categoryId())
                                .value(WEIGHT_CLASSES[Math.min(2, (int) (p.listPriceCents() / 50_000))])
                                .value("unit")
                                .value(p.id() % 3 == 0 ? "box of 2" : "single")
                                .value(100 + p.subcategoryId())
                                .value("STATUS")
                                .decimal(p.listPriceCents(), 2)
                                .decimal(p.listPriceCents() * 80 / 100, 2)
                                .value("Product total")
                                .value(1)
                                .value(LocalDate.of(1994, 1, 1))
                                .value("A")
                                .endRow();
                    }
                });
    }

    /** Category, then its subcategories. */
    private static final String[][] PROMO_KINDS = {
        {"TV", "commercial", "infomercial"}, {"radio", "spot"}, {"internet", "banner", "search ad"},
        {"post", "direct mail", "catalog insert"}, {"newspaper", "ad", "coupon"}, {"magazine", "ad"},
        {"flyer", "flyer"}, {"in-store", "display"}
    };

    static TableDef promotions() {
        return new TableDef(
                "promotions",
                List.of(
                        "promo_id",
                        "promo_name",
                        "promo_subcategory",
                        "promo_subcategory_id",
                        "promo_category",
                        "promo_category_id",
                        "promo_cost",
                        "promo_begin_date",
                        "promo_end_date",
                        "promo_total",
                        "promo_total_id"),
                ShCatalog.PROMOTIONS,
                ShCatalog.PROMOTIONS,
                110,
                (seed, from, to, sink) -> {
                    Rng r = new Rng(0);
                    for (long k = from; k <= to; k++) {
                        int id = ShCatalog.promotionId((int) k - 1);
                        if (id == ShCatalog.NO_PROMOTION) {
                            sink.value(id)
                                    .value("NO PROMOTION")
                                    .value("NO PROMOTION")
                                    .value(0)
                                    .value("NO PROMOTION")
                                    .value(0)
                                    .decimal(0, 2)
                                    .value(SalesCalendar.FIRST_DAY)
                                    .value(TIMES_LAST)
                                    .value("Promotion total")
                                    .value(1)
                                    .endRow();
                            continue;
                        }
                        r.reseed(seed, PROMO_TABLE, id);
                        int c = r.nextInt(PROMO_KINDS.length);
                        int s = 1 + r.nextInt(PROMO_KINDS[c].length - 1);
                        LocalDate begin = SalesCalendar.FIRST_DAY.plusDays(r.nextInt(SalesCalendar.DAYS - 60));
                        sink.value(id)
                                .value("promo " + PROMO_KINDS[c][0] + " " + id)
                                .value(PROMO_KINDS[c][s] + " " + PROMO_KINDS[c][0])
                                .value((c + 1) * 10 + s)
                                .value(PROMO_KINDS[c][0])
                                .value(c + 1)
                                .decimal(r.between(1_000, 500_000) * 100L, 2)
                                .value(begin)
                                .value(begin.plusDays(r.between(14, 60)))
                                .value("Promotion total")
                                .value(1)
                                .endRow();
                    }
                });
    }
}
