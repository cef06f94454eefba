package org.surgebench.workloads.movie;

import java.util.Locale;
import org.surgebench.workloads.json.JsonNames;

/**
 * The values MovieStream draws from. Swingbench's own lists (its MovieStream class and CreateNewCustomer): the 20
 * genres, device types, manufacturers, operating systems, card providers, e-mail domains, continents and road
 * descriptions, repeated entries and all (a repeat is a weight). Its data files (movies.txt, actors.txt,
 * 1000mostpopularwords.txt, towns.txt, counties.txt) are not public: titles, actors and words here are Surgebench's
 * own, built so that every title, actor and genre (and every pair of genres) a transaction draws is in the catalogue.
 */
final class MovieData {
    static final String[] GENRES = {
        "Biography", "Musical", "Animation", "Mystery", "Film-Noir", "Lifestyle", "War", "Romance", "Family", "Western",
        "Drama", "Documentary", "Horror", "Action", "Sci-Fi", "Thriller", "Adventure", "Fantasy", "Crime", "Comedy"
    };
    static final String[] DEVICE_TYPES = {
        "mobile",
        "mobile",
        "mobile",
        "mobile",
        "tablet",
        "tablet",
        "tablet",
        "smarttv",
        "smarttv",
        "smarttv",
        "smarttv",
        "smarttv",
        "mobile",
        "computer",
        "computer",
        "smartdevice"
    };
    static final String[] MANUFACTURERS = {"Apple", "Apple", "Samsung", "Samsung", "Samsung", "LG", "Google", "Google"};
    static final String[] OPERATING_SYSTEMS = {"MacOS", "Windows", "Android", "iOS"};
    static final String[] CARD_PROVIDERS = {"visa", "amex", "visa", "visa", "mastercard", "visa"};
    static final String[] EMAIL_DOMAINS = {
        "gmail.com",
        "msn.com",
        "yahoo.com",
        "hotmail.com",
        "msn.com",
        "aol.com",
        "gmail.com",
        "msn.com",
        "gmail.com",
        "gmail.com",
        "msn.com",
        "outlook.com"
    };
    static final String[] CONTINENTS = {"Asia", "Africa", "Oceania", "North America", "South America", "Europe"};
    static final String[] ROAD_KINDS = {"Road", "Road", "Road", "Street", "Avenue", "Close"};
    /** Surgebench's: the interaction events a user's session sends besides its logon. */
    static final String[] EVENT_TYPES = {"Play", "Pause", "Resume", "Rate", "Search", "Logoff"};

    static final String[] RELATIONSHIPS = {"Friend", "Family", "Colleague"};
    static final String[] STUDIOS = {
        "Northlight Pictures",
        "Harbour Films",
        "Bluefield Studios",
        "Granite Media",
        "Silver Lake Entertainment",
        "Redwood Features",
        "Meridian Films",
        "Old Mill Productions"
    };
    static final String[] JOBS = {"director", "producer", "screenwriter"};
    static final String[] AWARDS = {"Best Picture", "Best Director", "Best Actor", "Best Actress", "Best Score"};

    /** Surgebench's word list: titles, roads, towns, summaries and reviews are made of these. */
    static final String[] WORDS = {
        "time",
        "year",
        "people",
        "way",
        "day",
        "man",
        "thing",
        "woman",
        "life",
        "child",
        "world",
        "school",
        "state",
        "family",
        "student",
        "group",
        "country",
        "problem",
        "hand",
        "part",
        "place",
        "case",
        "week",
        "company",
        "system",
        "program",
        "question",
        "work",
        "government",
        "number",
        "night",
        "point",
        "home",
        "water",
        "room",
        "mother",
        "area",
        "money",
        "story",
        "fact",
        "month",
        "lot",
        "right",
        "study",
        "book",
        "eye",
        "job",
        "word",
        "business",
        "issue",
        "side",
        "kind",
        "head",
        "house",
        "service",
        "friend",
        "father",
        "power",
        "hour",
        "game",
        "line",
        "end",
        "member",
        "law",
        "car",
        "city",
        "community",
        "name",
        "president",
        "team",
        "minute",
        "idea",
        "kid",
        "body",
        "information",
        "back",
        "parent",
        "face",
        "others",
        "level",
        "office",
        "door",
        "health",
        "person",
        "art",
        "war",
        "history",
        "party",
        "result",
        "change",
        "morning",
        "reason",
        "research",
        "girl",
        "guy",
        "moment",
        "air",
        "teacher",
        "force",
        "education",
        "river",
        "winter",
        "summer",
        "garden",
        "storm",
        "shadow",
        "silver",
        "golden",
        "secret",
        "journey",
        "island",
        "mountain",
        "forest",
        "ocean",
        "desert",
        "harbour",
        "bridge",
        "castle",
        "station",
        "valley",
        "thunder",
        "dream",
        "promise",
        "letter",
        "signal"
    };

    /** Distinct actors: first name i % 100 with a last name that differs for each tenth of them. */
    static final int ACTORS = 1000;

    private MovieData() {}

    /** Actor {@code i} (0 to {@link #ACTORS} - 1): the same name on every database and seed. */
    static String actor(int i) {
        int first = i % 100;
        int last = (37 * (i / 100) + first) % 100;
        return capital(JsonNames.FIRST[first]) + " " + capital(JsonNames.LAST[last]);
    }

    /** Movie {@code id}'s title, the same on every database and seed, so that a search by its start finds it. */
    static String title(long id) {
        int n = WORDS.length;
        int a = (int) (id % n);
        int b = (int) ((id / n + 7 * id) % n);
        return "The " + capital(WORDS[a]) + " of the " + capital(WORDS[b]);
    }

    /**
     * The genres of movie {@code id}: the first 400 movies hold every pair of genres (and each genre alone), so that
     * a browse by one genre or by two, and every tenth part of a genre, finds movies; the others draw 1 to 3.
     */
    static int[] pairedGenres(long id) {
        if (id > GENRES.length * GENRES.length) {
            return null;
        }
        int k = (int) id - 1;
        int a = k / GENRES.length;
        int b = k % GENRES.length;
        return a == b ? new int[] {a} : new int[] {a, b};
    }

    static String capital(String word) {
        return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }
}
