package org.surgebench.core.dbview;

import java.util.List;

/**
 * One database's view, labelled for people: figures (label and formatted value), tables (top waits, top
 * SQL ...) and notes (where figures come from). Made by {@link DatabaseViewPrinter}; the console, the
 * desktop app and the HTML report only lay it out.
 *
 * @param title   e.g. "PostgreSQL 15.4 statistics, per second over the 60 s measured window"
 * @param figures in reading order; the {@link Figure#key() key} ones make the console's short form
 */
public record ViewSection(String title, List<Figure> figures, List<Table> tables, List<String> notes) {

    /**
     * A figure: "DB read IO requests/s" and "1,234".
     *
     * @param number the value as a number, where it is one (comparisons compute changes from it), else null
     */
    public record Figure(String label, String value, Double number, boolean key) {}

    /**
     * A table.
     *
     * @param align   one letter per column: {@code l} for text, {@code r} for numbers
     * @param keyRows how many rows the console's short form shows (0: the table is not in it)
     */
    public record Table(String title, List<String> header, List<List<String>> rows, String align, int keyRows) {
        public boolean isText(int column) {
            return column < align.length() && align.charAt(column) == 'l';
        }
    }

    /** The key figures, for the console. */
    public List<Figure> keyFigures() {
        return figures.stream().filter(Figure::key).toList();
    }
}
