package org.surgebench.web;

/** The console's pages' frame and the one escape every text put into them goes through. */
final class Html {
    private Html() {}

    /** Text made safe inside an element or a quoted attribute. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A whole page: the console's menu, a title, and a body already escaped. */
    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>" + escape(title)
                + " · Surgebench</title>\n<link rel=stylesheet href=\"/console.css\"></head>\n<body>"
                + "<nav><a href=\"/\">Session</a> <a href=\"/generate\">Generate</a> <a href=\"/sweeps\">Sweeps</a> <a href=\"/live\">Generators</a> <a href=\"/history\">History</a></nav>\n<h1>"
                + escape(title)
                + "</h1>\n" + body + "\n</body></html>\n";
    }
}
