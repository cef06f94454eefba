package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed dimension data of Sales History: countries, channels and the product catalogue. It does not
 * depend on the seed or the scale, so the sales generator can derive prices and countries from ids alone.
 */
final class ShCatalog {
    private ShCatalog() {
    }

    record Country(int id, String iso, String name, String subregion, int subregionId, String region, int regionId,
                   String regionCode, int customerWeight, String[][] cities) {
    }

    record Channel(int id, String desc, String channelClass, int classId, int salesWeight) {
    }

    record Product(int id, String name, String subcategory, int subcategoryId, String category, int categoryId,
                   long listPriceCents, int salesWeight) {
    }

    static final List<Country> COUNTRIES = List.of(
            country(1, "US", "United States of America", "Northern America", 1, "Americas", 1, "AME", 30,
                    "San Francisco/CA", "Chicago/IL", "Boston/MA", "Austin/TX"),
            country(2, "CA", "Canada", "Northern America", 1, "Americas", 1, "AME", 5,
                    "Toronto/ON", "Vancouver/BC", "Montreal/QC"),
            country(3, "MX", "Mexico", "Central America", 2, "Americas", 1, "AME", 3,
                    "Mexico City/CMX", "Guadalajara/JAL", "Monterrey/NLE"),
            country(4, "BR", "Brazil", "Southern America", 3, "Americas", 1, "AME", 3,
                    "Sao Paulo/SP", "Rio de Janeiro/RJ", "Curitiba/PR"),
            country(5, "AR", "Argentina", "Southern America", 3, "Americas", 1, "AME", 2,
                    "Buenos Aires/BA", "Cordoba/CB", "Rosario/SF"),
            country(6, "DE", "Germany", "Western Europe", 4, "Europe", 2, "EUR", 10,
                    "Berlin/BE", "Munich/BY", "Hamburg/HH"),
            country(7, "FR", "France", "Western Europe", 4, "Europe", 2, "EUR", 7,
                    "Paris/IDF", "Lyon/ARA", "Toulouse/OCC"),
            country(8, "GB", "United Kingdom", "Western Europe", 4, "Europe", 2, "EUR", 8,
                    "London/ENG", "Manchester/ENG", "Edinburgh/SCT"),
            country(9, "IT", "Italy", "Western Europe", 4, "Europe", 2, "EUR", 5,
                    "Rome/LAZ", "Milan/LOM", "Turin/PIE"),
            country(10, "ES", "Spain", "Western Europe", 4, "Europe", 2, "EUR", 4,
                    "Madrid/MD", "Barcelona/CT", "Valencia/VC"),
            country(11, "NL", "The Netherlands", "Western Europe", 4, "Europe", 2, "EUR", 3,
                    "Amsterdam/NH", "Rotterdam/ZH", "Utrecht/UT"),
            country(12, "DK", "Denmark", "Western Europe", 4, "Europe", 2, "EUR", 2,
                    "Copenhagen/84", "Aarhus/82", "Odense/83"),
            country(13, "IE", "Ireland", "Western Europe", 4, "Europe", 2, "EUR", 2,
                    "Dublin/D", "Cork/CO", "Galway/G"),
            country(14, "PL", "Poland", "Eastern Europe", 5, "Europe", 2, "EUR", 2,
                    "Warsaw/MZ", "Krakow/MA", "Gdansk/PM"),
            country(15, "TR", "Turkey", "Eastern Europe", 5, "Europe", 2, "EUR", 2,
                    "Istanbul/34", "Ankara/06", "Izmir/35"),
            country(16, "JP", "Japan", "Eastern Asia", 6, "Asia", 3, "ASI", 6,
                    "Tokyo/13", "Osaka/27", "Nagoya/23"),
            country(17, "CN", "China", "Eastern Asia", 6, "Asia", 3, "ASI", 3,
                    "Shanghai/SH", "Beijing/BJ", "Shenzhen/GD"),
            country(18, "SG", "Singapore", "South-Eastern Asia", 7, "Asia", 3, "ASI", 2,
                    "Singapore/01", "Jurong/05", "Tampines/04"),
            country(19, "IN", "India", "Southern Asia", 8, "Asia", 3, "ASI", 2,
                    "Mumbai/MH", "Bangalore/KA", "Delhi/DL"),
            country(20, "AU", "Australia", "Australia and New Zealand", 9, "Oceania", 4, "OCE", 4,
                    "Sydney/NSW", "Melbourne/VIC", "Perth/WA"),
            country(21, "NZ", "New Zealand", "Australia and New Zealand", 9, "Oceania", 4, "OCE", 2,
                    "Auckland/AUK", "Wellington/WGN", "Christchurch/CAN"),
            country(22, "SA", "Saudi Arabia", "Middle East", 10, "Middle East", 5, "MEA", 2,
                    "Riyadh/01", "Jeddah/02", "Dammam/04"),
            country(23, "ZA", "South Africa", "Southern Africa", 11, "Africa", 6, "AFR", 2,
                    "Johannesburg/GT", "Cape Town/WC", "Durban/KZN"));

    static final List<Channel> CHANNELS = List.of(
            new Channel(1, "Direct Sales", "Direct", 1, 38),
            new Channel(2, "Tele Sales", "Direct", 1, 6),
            new Channel(3, "Catalog", "Indirect", 2, 4),
            new Channel(4, "Internet", "Indirect", 2, 24),
            new Channel(5, "Partners", "Others", 3, 28));

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

    static final List<Product> PRODUCTS = products();

    private static List<Product> products() {
        List<Product> out = new ArrayList<>();
        int subcategoryId = 0;
        for (int c = 0; c < CATALOGUE.length; c++) {
            for (int s = 1; s < CATALOGUE[c].length; s++) {
                String[] sub = CATALOGUE[c][s].split("/");
                subcategoryId++;
                for (int m = 0; m < SERIES.length; m++) {
                    long cents = Long.parseLong(sub[2]) * SERIES_PRICE_PERCENT[m];
                    // Cheaper items sell more often.
                    int weight = (int) Math.max(1, Math.round(2000 / Math.sqrt(cents / 100.0)));
                    out.add(new Product(out.size() + 1, SERIES[m] + " " + sub[1], sub[0], subcategoryId,
                            CATALOGUE[c][0], c + 1, cents, weight));
                }
            }
        }
        return List.copyOf(out);
    }

    static final String[] CATEGORIES = PRODUCTS.stream().map(Product::category).distinct().toArray(String[]::new);

    private static Country country(int id, String iso, String name, String subregion, int subregionId, String region,
                                   int regionId, String regionCode, int weight, String... cities) {
        String[][] parsed = new String[cities.length][];
        for (int i = 0; i < cities.length; i++) {
            parsed[i] = cities[i].split("/");
        }
        return new Country(id, iso, name, subregion, subregionId, region, regionId, regionCode, weight, parsed);
    }

    /** Cumulative weights for {@link org.surgebench.core.spi.Rng#weighted}. */
    static int[] cumulative(int[] weights) {
        int[] out = new int[weights.length];
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            out[i] = sum;
        }
        return out;
    }

    static final int[] COUNTRY_CUMULATIVE = cumulative(COUNTRIES.stream().mapToInt(Country::customerWeight).toArray());
    static final int[] CHANNEL_CUMULATIVE = cumulative(CHANNELS.stream().mapToInt(Channel::salesWeight).toArray());
    static final int[] PRODUCT_CUMULATIVE = cumulative(PRODUCTS.stream().mapToInt(Product::salesWeight).toArray());
}
