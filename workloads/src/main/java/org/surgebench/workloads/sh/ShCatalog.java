package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed dimension data of Sales History: countries, channels, products and promotions. Ids and sizes are
 * Swingbench's (23 countries with ids 52769..52791, channels {2, 3, 4, 5, 9}, 72 products with ids 13..48 and
 * 113..148, 503 promotions with ids 33..534 and 999), so scripts and hints written for its schema find the same
 * keys; the names of products and cities are Surgebench's own. Nothing here depends on the seed or the scale.
 */
final class ShCatalog {
    private ShCatalog() {
    }

    record Country(int id, String iso, String name, String subregion, int subregionId, String region, int regionId,
                   String[][] cities) {
    }

    record Channel(int id, String desc, String channelClass, int classId) {
    }

    record Product(int id, String name, String subcategory, int subcategoryId, String category, int categoryId,
                   long listPriceCents) {
    }

    /** Country ids are consecutive: a country's index in {@link #COUNTRIES} is its id minus this. */
    static final int FIRST_COUNTRY_ID = 52769;

    /** Ordered by id. Subregions and regions as in Swingbench's data (Turkey in Western Europe, as there). */
    static final List<Country> COUNTRIES = List.of(
            country(52769, "SG", "Singapore", area("Asia", 52793), area("Asia", 52802),
                    "Singapore/01", "Jurong/05", "Tampines/04"),
            country(52770, "IT", "Italy", area("Western Europe", 52799), area("Europe", 52803),
                    "Rome/LAZ", "Milan/LOM", "Turin/PIE"),
            country(52771, "CN", "China", area("Asia", 52793), area("Asia", 52802),
                    "Shanghai/SH", "Beijing/BJ", "Shenzhen/GD"),
            country(52772, "CA", "Canada", area("Northern America", 52797), area("Americas", 52801),
                    "Toronto/ON", "Vancouver/BC", "Montreal/QC"),
            country(52773, "AR", "Argentina", area("Southern America", 52798), area("Americas", 52801),
                    "Buenos Aires/BA", "Cordoba/CB", "Rosario/SF"),
            country(52774, "AU", "Australia", area("Australia", 52794), area("Oceania", 52805),
                    "Sydney/NSW", "Melbourne/VIC", "Perth/WA"),
            country(52775, "BR", "Brazil", area("Southern America", 52798), area("Americas", 52801),
                    "Sao Paulo/SP", "Rio de Janeiro/RJ", "Curitiba/PR"),
            country(52776, "DE", "Germany", area("Western Europe", 52799), area("Europe", 52803),
                    "Berlin/BE", "Munich/BY", "Hamburg/HH"),
            country(52777, "DK", "Denmark", area("Western Europe", 52799), area("Europe", 52803),
                    "Copenhagen/84", "Aarhus/82", "Odense/83"),
            country(52778, "ES", "Spain", area("Western Europe", 52799), area("Europe", 52803),
                    "Madrid/MD", "Barcelona/CT", "Valencia/VC"),
            country(52779, "FR", "France", area("Western Europe", 52799), area("Europe", 52803),
                    "Paris/IDF", "Lyon/ARA", "Toulouse/OCC"),
            country(52780, "IE", "Ireland", area("Western Europe", 52799), area("Europe", 52803),
                    "Dublin/D", "Cork/CO", "Galway/G"),
            country(52781, "IN", "India", area("Asia", 52793), area("Asia", 52802),
                    "Mumbai/MH", "Bangalore/KA", "Delhi/DL"),
            country(52782, "JP", "Japan", area("Asia", 52793), area("Asia", 52802),
                    "Tokyo/13", "Osaka/27", "Nagoya/23"),
            country(52783, "MY", "Malaysia", area("Asia", 52793), area("Asia", 52802),
                    "Kuala Lumpur/14", "George Town/07", "Johor Bahru/01"),
            country(52784, "NL", "The Netherlands", area("Western Europe", 52799), area("Europe", 52803),
                    "Amsterdam/NH", "Rotterdam/ZH", "Utrecht/UT"),
            country(52785, "NZ", "New Zealand", area("Australia", 52794), area("Oceania", 52805),
                    "Auckland/AUK", "Wellington/WGN", "Christchurch/CAN"),
            country(52786, "PL", "Poland", area("Eastern Europe", 52795), area("Europe", 52803),
                    "Warsaw/MZ", "Krakow/MA", "Gdansk/PM"),
            country(52787, "SA", "Saudi Arabia", area("Middle East", 52796), area("Middle East", 52804),
                    "Riyadh/01", "Jeddah/02", "Dammam/04"),
            country(52788, "TR", "Turkey", area("Western Europe", 52799), area("Europe", 52803),
                    "Istanbul/34", "Ankara/06", "Izmir/35"),
            country(52789, "GB", "United Kingdom", area("Western Europe", 52799), area("Europe", 52803),
                    "London/ENG", "Manchester/ENG", "Edinburgh/SCT"),
            country(52790, "US", "United States of America", area("Northern America", 52797), area("Americas", 52801),
                    "San Francisco/CA", "Chicago/IL", "Boston/MA", "Austin/TX"),
            country(52791, "ZA", "South Africa", area("Africa", 52792), area("Africa", 52800),
                    "Johannesburg/GT", "Cape Town/WC", "Durban/KZN"));

    /** Ordered by id. */
    static final List<Channel> CHANNELS = List.of(
            new Channel(2, "Partners", "Others", 14),
            new Channel(3, "Direct Sales", "Direct", 12),
            new Channel(4, "Internet", "Indirect", 13),
            new Channel(5, "Catalog", "Indirect", 13),
            new Channel(9, "Tele Sales", "Direct", 12));

    /** Category, then (subcategory, item noun, base list price in dollars) per subcategory. */
    private static final String[][] CATALOGUE = {
            {"Electronics", "Home Audio/Stereo System/300", "Game Consoles/Game Console/250",
                    "Video Games/Game Pack/40", "Televisions/LCD TV/900"},
            {"Hardware", "Desktop PCs/Desktop PC/1100", "Portable PCs/Notebook/1400", "Servers/Rack Server/3500"},
            {"Peripherals and Accessories", "Monitors/Flat Monitor/350", "Printers/Laser Printer/280",
                    "Keyboards and Mice/Wireless Mouse/35", "Storage/External Drive/120"},
            {"Photo", "Cameras/Digital Camera/450", "Camcorders/Camcorder/700", "Camera Media/Memory Card/30",
                    "Lenses/Zoom Lens/400"},
            {"Software/Other", "Operating Systems/OS Suite/150", "Office Software/Office Suite/250",
                    "Documentation/User Guide Set/25"}};

    /** Four models of each item; the price factor is in percent of the base price. */
    private static final String[] SERIES = {"Lite", "Standard", "Pro", "Ultra"};
    private static final int[] SERIES_PRICE_PERCENT = {60, 100, 160, 250};

    /** Swingbench's product ids come in two runs of 36: 13..48 and 113..148. */
    static final int PRODUCTS_PER_RUN = 36;
    static final int FIRST_RUN_ID = 13;
    static final int SECOND_RUN_ID = 113;

    static final List<Product> PRODUCTS = products();

    /** The id of the i-th product (0-based). */
    static int productId(int index) {
        return index < PRODUCTS_PER_RUN ? FIRST_RUN_ID + index : SECOND_RUN_ID + index - PRODUCTS_PER_RUN;
    }

    private static List<Product> products() {
        List<Product> out = new ArrayList<>();
        int subcategoryId = 0;
        for (int c = 0; c < CATALOGUE.length; c++) {
            for (int s = 1; s < CATALOGUE[c].length; s++) {
                String[] sub = CATALOGUE[c][s].split("/");
                subcategoryId++;
                for (int m = 0; m < SERIES.length; m++) {
                    long cents = Long.parseLong(sub[2]) * SERIES_PRICE_PERCENT[m];
                    out.add(new Product(productId(out.size()), SERIES[m] + " " + sub[1], sub[0], subcategoryId,
                            CATALOGUE[c][0], c + 1, cents));
                }
            }
        }
        return List.copyOf(out);
    }

    /** Promotion ids 33..534, then 999 for sales without a promotion, as in Swingbench. */
    static final int FIRST_PROMO_ID = 33;
    static final int PROMOTIONS = 503;
    static final int NO_PROMOTION = 999;

    /** The id of the i-th promotion (0-based). */
    static int promotionId(int index) {
        return index == PROMOTIONS - 1 ? NO_PROMOTION : FIRST_PROMO_ID + index;
    }

    /** A subregion or region: its name and id. */
    private record Area(String name, int id) {
    }

    private static Area area(String name, int id) {
        return new Area(name, id);
    }

    private static Country country(int id, String iso, String name, Area subregion, Area region, String... cities) {
        String[][] parsed = new String[cities.length][];
        for (int i = 0; i < cities.length; i++) {
            parsed[i] = cities[i].split("/");
        }
        return new Country(id, iso, name, subregion.name(), subregion.id(), region.name(), region.id(), parsed);
    }
}
