package org.surgebench.workloads.soe;

import java.util.Locale;

/**
 * The fixed word lists behind Order Entry's values: names, NLS settings, places, card types. Lower-case
 * copies are precomputed so that e-mail addresses and name searches cost no per-row conversions.
 */
final class SoeNames {
    static final String[] FIRST = {
        "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
        "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
        "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Betty", "Anthony", "Margaret", "Mark", "Sandra",
        "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily", "Andrew", "Donna", "Joshua", "Michelle",
        "Kenneth", "Dorothy", "Kevin", "Carol", "Brian", "Amanda", "George", "Melissa", "Edward", "Deborah",
        "Ronald", "Stephanie", "Timothy", "Rebecca", "Jason", "Sharon", "Jeffrey", "Laura", "Ryan", "Cynthia",
        "Jacob", "Kathleen", "Gary", "Amy", "Nicholas", "Shirley", "Eric", "Angela", "Jonathan", "Helen",
        "Stephen", "Anna", "Larry", "Brenda", "Justin", "Pamela", "Scott", "Nicole", "Brandon", "Emma",
        "Benjamin", "Samantha", "Samuel", "Katherine", "Frank", "Christine", "Gregory", "Debra", "Raymond", "Rachel",
        "Alexander", "Catherine", "Patrick", "Carolyn", "Jack", "Janet", "Dennis", "Ruth", "Jerry", "Maria",
        "Ahmed", "Fatima", "Hiroshi", "Yuki", "Wei", "Mei", "Raj", "Priya", "Lars", "Ingrid",
        "Pierre", "Amelie", "Giovanni", "Giulia", "Carlos", "Lucia", "Sven", "Astrid", "Dmitri", "Olga",
    };

    static final String[] LAST = {
        "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
        "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
        "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
        "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
        "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
        "Gomez", "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes",
        "Stewart", "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper",
        "Peterson", "Bailey", "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson",
        "Watson", "Brooks", "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes",
        "Price", "Alvarez", "Castillo", "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez",
        "Mueller", "Schmidt", "Schneider", "Fischer", "Weber", "Dubois", "Moreau", "Laurent", "Rossi", "Russo",
        "Ferrari", "Esposito", "Tanaka", "Suzuki", "Sato", "Wang", "Li", "Zhang", "Chen", "Liu",
        "Singh", "Kumar", "Sharma", "Johansson", "Andersson", "Nilsson", "Ivanov", "Petrov", "OConnor", "Murray",
    };

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

    static final String[] SUGGESTIONS = {"Books", "Music", "Electronics", "Health", "Sports", "Toys", "Garden",
        "Kitchen", "Clothing", "Computing", "Games", "Photography", "Travel", "Office", "Home"};

    /** Town, county and country, kept together so that addresses make sense. */
    static final String[][] PLACES = {
        {"Reading", "Berkshire", "United Kingdom"}, {"Oxford", "Oxfordshire", "United Kingdom"},
        {"Cambridge", "Cambridgeshire", "United Kingdom"}, {"Leeds", "West Yorkshire", "United Kingdom"},
        {"Bristol", "Avon", "United Kingdom"}, {"Norwich", "Norfolk", "United Kingdom"},
        {"Exeter", "Devon", "United Kingdom"}, {"Chester", "Cheshire", "United Kingdom"},
        {"Springfield", "Sangamon", "United States"}, {"Austin", "Travis", "United States"},
        {"Boulder", "Boulder", "United States"}, {"Portland", "Multnomah", "United States"},
        {"Madison", "Dane", "United States"}, {"Fresno", "Fresno", "United States"},
        {"Albany", "Albany", "United States"}, {"Tampa", "Hillsborough", "United States"},
        {"Lyon", "Rhone", "France"}, {"Nantes", "Loire-Atlantique", "France"}, {"Bordeaux", "Gironde", "France"},
        {"Munich", "Bavaria", "Germany"}, {"Cologne", "North Rhine-Westphalia", "Germany"},
        {"Hamburg", "Hamburg", "Germany"}, {"Turin", "Piedmont", "Italy"}, {"Bologna", "Emilia-Romagna", "Italy"},
        {"Valencia", "Valencia", "Spain"}, {"Seville", "Andalusia", "Spain"}, {"Utrecht", "Utrecht", "Netherlands"},
        {"Uppsala", "Uppsala", "Sweden"}, {"Bergen", "Vestland", "Norway"}, {"Aarhus", "Central Jutland", "Denmark"},
        {"Osaka", "Osaka", "Japan"}, {"Kyoto", "Kyoto", "Japan"}, {"Pune", "Maharashtra", "India"},
        {"Mysore", "Karnataka", "India"}, {"Perth", "Western Australia", "Australia"},
        {"Hobart", "Tasmania", "Australia"}, {"Calgary", "Alberta", "Canada"}, {"Halifax", "Nova Scotia", "Canada"},
        {"Curitiba", "Parana", "Brazil"}, {"Cordoba", "Cordoba", "Argentina"},
    };

    static final String[] STREETS = {"High Street", "Station Road", "Main Street", "Park Road", "Church Lane",
        "Victoria Road", "Green Lane", "Manor Road", "Church Street", "Park Avenue", "Queens Road", "Mill Lane",
        "Kings Road", "New Road", "Oak Avenue", "Elm Street", "Maple Drive", "Cedar Close", "Willow Way",
        "Birch Grove", "Chestnut Road", "Hillside", "Riverside", "Bridge Street", "Castle Street", "Market Place",
        "School Lane", "The Crescent", "Orchard Way", "Lake View", "Sunset Boulevard", "Washington Avenue",
        "Lincoln Street", "Jefferson Road", "Pine Street", "Spruce Court", "Harbour Road", "Meadow Lane",
        "Forest Drive", "Valley Road"};

    static final String[] HOUSE_NAMES = {"Rose Cottage", "The Old Rectory", "Ivy House", "The Barn", "Orchard House",
        "Mill House", "The Lodge", "Hillcrest", "Woodlands", "Fairview"};

    /** Card types with Swingbench's weights: Visa (Debit) twice as likely as each of the others. */
    static final String[] CARD_TYPES = {"Visa (Debit)", "Visa (Credit)", "Amex", "Paypal", "Cheque", "Voucher",
        "MasterCard"};
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

    private SoeNames() {
    }

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
