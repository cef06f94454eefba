package org.surgebench.workloads.soe;

import java.util.Locale;

/**
 * The fixed word lists behind Order Entry's values: names, NLS settings, places, card types. Lower-case
 * copies are precomputed so that e-mail addresses and name searches cost no per-row conversions.
 */
final class SoeNames {
    /**
     * First names: every stem with every ending, 40 x 25 = 1,000 names, as many as Swingbench's first-name file
     * has lines. The customer generator samples them with an approximately normal distribution (as Swingbench's
     * generator does) and UCD searches for a uniformly drawn first and last name, so that the search finds a
     * customer about as often as Swingbench's does at the same scale (see docs/soe.md).
     */
    static final String[] FIRST_STEMS = {
        "Al", "Bren", "Car", "Dar", "El", "Fen", "Gal", "Har", "Is", "Jor", "Kal", "Lor", "Mar", "Nor", "Or", "Per",
        "Quin", "Ros", "Sel", "Tor", "Ul", "Val", "Wil", "Xan", "Yar", "Zel", "Ad", "Bel", "Cor", "Del", "Em", "Fal",
        "Ger", "Hal", "Il", "Jas", "Ken", "Lin", "Mel", "Nel"
    };

    static final String[] FIRST_ENDINGS = {
        "a", "an", "ando", "ena", "er", "eth", "ia", "ian", "ie", "in", "ina", "io", "is", "on", "ora", "os", "ric",
        "ron", "sa", "ton", "us", "wen", "y", "yn", "ard"
    };
    /** Last names: every stem with every suffix, 40 x 25 = 1,000, as many as Swingbench's last-name file. */
    static final String[] LAST_STEMS = {
        "Ash", "Black", "Brook", "Cald", "Carl", "Dun", "East", "Fair", "Gold", "Green", "Hart", "Hol", "Kings", "Lang",
        "Lock", "Mar", "Mill", "Nor", "Oak", "Pem", "Red", "Rook", "Sand", "Shel", "Stan", "Stone", "Thorn", "Wal",
        "West", "White", "Whit", "Wood", "Al", "Bar", "Cor", "Del", "Har", "Mor", "Pen", "Ros"
    };

    static final String[] LAST_SUFFIXES = {
        "ford", "wood", "field", "ton", "ley", "by", "well", "worth", "more", "dale", "bridge", "brook", "ham", "land",
        "stead", "wick", "combe", "hurst", "croft", "den", "bury", "cott", "ridge", "shaw", "thorpe"
    };
    /** {@code FIRST[i] = FIRST_STEMS[i / 25] + FIRST_ENDINGS[i % 25]}. */
    static final String[] FIRST = compose(FIRST_STEMS, FIRST_ENDINGS);

    static {
        // Server-side generation composes names with one ending count for both lists (SoeServerSide).
        if (FIRST_ENDINGS.length != LAST_SUFFIXES.length || FIRST_STEMS.length != LAST_STEMS.length) {
            throw new IllegalStateException("first and last names must have the same shape");
        }
    }
    /** {@code LAST[i] = LAST_STEMS[i / 25] + LAST_SUFFIXES[i % 25]}. */
    static final String[] LAST = compose(LAST_STEMS, LAST_SUFFIXES);

    static final String[] FIRST_LOWER = lower(FIRST);
    static final String[] LAST_LOWER = lower(LAST);

    /** Oracle NLS (language, territory) pairs, the values Swingbench users see in customers. */
    static final String[][] NLS = {
        {"us", "AMERICA"}, {"gb", "UNITED KINGDOM"}, {"d", "GERMANY"}, {"f", "FRANCE"}, {"i", "ITALY"},
        {"e", "SPAIN"}, {"nl", "THE NETHERLANDS"}, {"s", "SWEDEN"}, {"n", "NORWAY"}, {"dk", "DENMARK"},
        {"sf", "FINLAND"}, {"pl", "POLAND"}, {"cs", "CZECH REPUBLIC"}, {"hu", "HUNGARY"}, {"pt", "PORTUGAL"},
        {"el", "GREECE"}, {"tr", "TURKEY"}, {"ru", "RUSSIA"}, {"ja", "JAPAN"}, {"ko", "KOREA"},
        {"zhs", "CHINA"}, {"zht", "TAIWAN"}, {"zht", "HONG KONG"}, {"th", "THAILAND"}, {"vn", "VIETNAM"},
        {"in", "INDONESIA"}, {"ms", "MALAYSIA"}, {"us", "SINGAPORE"}, {"us", "PHILIPPINES"}, {"hi", "INDIA"},
        {"us", "AUSTRALIA"}, {"us", "NEW ZEALAND"}, {"us", "CANADA"}, {"frc", "CANADA"}, {"esm", "MEXICO"},
        {"ptb", "BRAZIL"}, {"esa", "ARGENTINA"}, {"esa", "CHILE"}, {"esa", "COLOMBIA"}, {"esa", "PERU"},
        {"esa", "VENEZUELA"}, {"esa", "ECUADOR"}, {"esa", "URUGUAY"}, {"esa", "COSTA RICA"}, {"esa", "GUATEMALA"},
        {"esa", "PANAMA"}, {"ar", "EGYPT"}, {"ar", "SAUDI ARABIA"}, {"ar", "UNITED ARAB EMIRATES"}, {"ar", "MOROCCO"},
        {"ar", "ALGERIA"}, {"ar", "TUNISIA"}, {"ar", "JORDAN"}, {"ar", "KUWAIT"}, {"ar", "QATAR"},
        {"iw", "ISRAEL"}, {"us", "SOUTH AFRICA"}, {"us", "NIGERIA"}, {"us", "KENYA"}, {"us", "IRELAND"},
        {"d", "AUSTRIA"}, {"d", "SWITZERLAND"}, {"f", "BELGIUM"}, {"f", "LUXEMBOURG"}, {"ro", "ROMANIA"},
        {"bg", "BULGARIA"}, {"hr", "CROATIA"}, {"sk", "SLOVAKIA"}, {"sl", "SLOVENIA"}, {"lt", "LITHUANIA"},
        {"lv", "LATVIA"}, {"et", "ESTONIA"}, {"is", "ICELAND"}, {"uk", "UKRAINE"}, {"sq", "ALBANIA"},
        {"ca", "CATALONIA"}, {"us", "PAKISTAN"}, {"bn", "BANGLADESH"}, {"us", "SRI LANKA"}, {"esa", "BOLIVIA"},
    };

    static final String[] EMAIL_DOMAINS = {"@example.com", "@mail.example.org", "@shop.example.net", "@inbox.test"};

    /** Customer classes with Swingbench's weights: Prime 2, Business 1, Regular 1, Occasional 6. */
    static final String[] CUSTOMER_CLASSES = {"Prime", "Business", "Regular", "Occasional"};

    static final int[] CUSTOMER_CLASS_CUMULATIVE = {2, 3, 4, 10};

    static final String[] SUGGESTIONS = {
        "Books",
        "Music",
        "Electronics",
        "Health",
        "Sports",
        "Toys",
        "Garden",
        "Kitchen",
        "Clothing",
        "Computing",
        "Games",
        "Photography",
        "Travel",
        "Office",
        "Home"
    };

    /** Town, county and country, kept together so that addresses make sense. */
    static final String[][] PLACES = {
        {"Reading", "Berkshire", "United Kingdom"},
        {"Oxford", "Oxfordshire", "United Kingdom"},
        {"Cambridge", "Cambridgeshire", "United Kingdom"},
        {"Leeds", "West Yorkshire", "United Kingdom"},
        {"Bristol", "Avon", "United Kingdom"},
        {"Norwich", "Norfolk", "United Kingdom"},
        {"Exeter", "Devon", "United Kingdom"},
        {"Chester", "Cheshire", "United Kingdom"},
        {"Springfield", "Sangamon", "United States"},
        {"Austin", "Travis", "United States"},
        {"Boulder", "Boulder", "United States"},
        {"Portland", "Multnomah", "United States"},
        {"Madison", "Dane", "United States"},
        {"Fresno", "Fresno", "United States"},
        {"Albany", "Albany", "United States"},
        {"Tampa", "Hillsborough", "United States"},
        {"Lyon", "Rhone", "France"},
        {"Nantes", "Loire-Atlantique", "France"},
        {"Bordeaux", "Gironde", "France"},
        {"Munich", "Bavaria", "Germany"},
        {"Cologne", "North Rhine-Westphalia", "Germany"},
        {"Hamburg", "Hamburg", "Germany"},
        {"Turin", "Piedmont", "Italy"},
        {"Bologna", "Emilia-Romagna", "Italy"},
        {"Valencia", "Valencia", "Spain"},
        {"Seville", "Andalusia", "Spain"},
        {"Utrecht", "Utrecht", "Netherlands"},
        {"Uppsala", "Uppsala", "Sweden"},
        {"Bergen", "Vestland", "Norway"},
        {"Aarhus", "Central Jutland", "Denmark"},
        {"Osaka", "Osaka", "Japan"},
        {"Kyoto", "Kyoto", "Japan"},
        {"Pune", "Maharashtra", "India"},
        {"Mysore", "Karnataka", "India"},
        {"Perth", "Western Australia", "Australia"},
        {"Hobart", "Tasmania", "Australia"},
        {"Calgary", "Alberta", "Canada"},
        {"Halifax", "Nova Scotia", "Canada"},
        {"Curitiba", "Parana", "Brazil"},
        {"Cordoba", "Cordoba", "Argentina"},
    };

    static final String[] STREETS = {
        "High Street",
        "Station Road",
        "Main Street",
        "Park Road",
        "Church Lane",
        "Victoria Road",
        "Green Lane",
        "Manor Road",
        "Church Street",
        "Park Avenue",
        "Queens Road",
        "Mill Lane",
        "Kings Road",
        "New Road",
        "Oak Avenue",
        "Elm Street",
        "Maple Drive",
        "Cedar Close",
        "Willow Way",
        "Birch Grove",
        "Chestnut Road",
        "Hillside",
        "Riverside",
        "Bridge Street",
        "Castle Street",
        "Market Place",
        "School Lane",
        "The Crescent",
        "Orchard Way",
        "Lake View",
        "Sunset Boulevard",
        "Washington Avenue",
        "Lincoln Street",
        "Jefferson Road",
        "Pine Street",
        "Spruce Court",
        "Harbour Road",
        "Meadow Lane",
        "Forest Drive",
        "Valley Road"
    };

    static final String[] HOUSE_NAMES = {
        "Rose Cottage",
        "The Old Rectory",
        "Ivy House",
        "The Barn",
        "Orchard House",
        "Mill House",
        "The Lodge",
        "Hillcrest",
        "Woodlands",
        "Fairview"
    };

    /** Card types with Swingbench's weights: Visa (Debit) twice as likely as each of the others. */
    static final String[] CARD_TYPES = {
        "Visa (Debit)", "Visa (Credit)", "Amex", "Paypal", "Cheque", "Voucher", "MasterCard"
    };

    static final int[] CARD_TYPE_CUMULATIVE = {2, 3, 4, 5, 6, 7, 8};

    /** Delivery types with Swingbench's weights: Standard 4, the others 1 each. */
    static final String[] DELIVERY_TYPES = {"Standard", "Express", "Next_Day", "Collection"};

    static final int[] DELIVERY_TYPE_CUMULATIVE = {4, 5, 6, 7};

    static final String[] WAIT_OPTIONS = {"ship_asap", "ship_when_all_available"};
    static final String[] GIFT_WRAP = {"None", "None", "None", "None", "None", "None", "Paper", "Box", "Bag", "Ribbon"};
    static final String[] CONDITIONS = {"New", "New", "New", "New", "New", "New", "New", "New", "Refurbished", "Used"};

    /** Decimal strings of 0..9999, so that house numbers and codes are not formatted per row. */
    static final String[] NUMBERS = numbers(10_000);

    /** UK-style post codes and US-style zip codes, a fixed set of 1,000 each. */
    static final String[] POST_CODES = postCodes(1000);

    static final String[] ZIP_CODES = zipCodes(1000);

    private SoeNames() {}

    private static String[] postCodes(int n) {
        org.surgebench.core.spi.Rng r = new org.surgebench.core.spi.Rng(0x90057C0DEL);
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = "" + letter(r) + letter(r) + r.between(1, 99) + " " + r.between(1, 9) + letter(r) + letter(r);
        }
        return out;
    }

    private static String[] zipCodes(int n) {
        org.surgebench.core.spi.Rng r = new org.surgebench.core.spi.Rng(0x21BC0DEL);
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = String.format(Locale.ROOT, "%05d", r.between(1000, 99_999));
        }
        return out;
    }

    private static char letter(org.surgebench.core.spi.Rng r) {
        return (char) ('A' + r.nextInt(26));
    }

    private static String[] compose(String[] stems, String[] endings) {
        String[] out = new String[stems.length * endings.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = stems[i / endings.length] + endings[i % endings.length];
        }
        return out;
    }

    private static String[] lower(String[] in) {
        String[] out = new String[in.length];
        for (int i = 0; i < in.length; i++) {
            out[i] = in[i].toLowerCase(Locale.ROOT);
        }
        return out;
    }

    private static String[] numbers(int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = Integer.toString(i);
        }
        return out;
    }
}
