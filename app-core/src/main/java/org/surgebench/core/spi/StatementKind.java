package org.surgebench.core.spi;

/** The kinds of statement counted for QPS, as Swingbench and AWR users read them. */
public enum StatementKind {
    SELECT,
    INSERT,
    UPDATE,
    DELETE,
    COMMIT,
    ROLLBACK,
    OTHER;

    /** Classifies SQL by its first keyword ({@code WITH} counts as a select). */
    public static StatementKind of(String sql) {
        int i = 0;
        while (i < sql.length() && (Character.isWhitespace(sql.charAt(i)) || sql.charAt(i) == '(')) {
            i++;
        }
        int j = i;
        while (j < sql.length() && Character.isLetter(sql.charAt(j))) {
            j++;
        }
        return switch (sql.substring(i, j).toUpperCase(java.util.Locale.ROOT)) {
            case "SELECT", "WITH", "VALUES" -> SELECT;
            case "INSERT" -> INSERT;
            case "UPDATE", "MERGE" -> UPDATE;
            case "DELETE" -> DELETE;
            case "COMMIT" -> COMMIT;
            case "ROLLBACK" -> ROLLBACK;
            default -> OTHER;
        };
    }
}
