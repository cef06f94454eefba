package org.surgebench.core.db.h2;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlErrorKind;

/** H2's SQL where databases differ: no stored code, no CUBE, no expression indexes; SYSTEM_RANGE, DATEADD. */
public final class H2Sql implements SqlDialect {
    private final H2Dialect dialect = new H2Dialect();

    @Override
    public String name() {
        return dialect.name();
    }

    @Override
    public String product() {
        return "H2";
    }

    @Override
    public boolean has(Feature feature) {
        return false;
    }

    @Override
    public SqlErrorKind classify(SQLException e) {
        return dialect.classify(e);
    }

    @Override
    public String integers(int n, String column) {
        return "SELECT X AS " + column + " FROM SYSTEM_RANGE(1, " + n + ")";
    }

    @Override
    public String minusMinutes(String timestamp, String minutes) {
        return "DATEADD(MINUTE, -(" + minutes + "), " + timestamp + ")";
    }

    @Override
    public String showSetting(String setting) {
        return "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = '" + setting + "'";
    }

    @Override
    public Set<String> sequences(Connection c) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT sequence_name FROM information_schema.sequences")) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    @Override
    public long peekNextValue(Connection c, String sequence) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT base_value FROM information_schema.sequences WHERE sequence_name = ?")) {
            ps.setString(1, sequence.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("sequence " + sequence + " is missing");
                }
                return rs.getLong(1);
            }
        }
    }
}
