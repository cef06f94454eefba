package org.surgebench.workloads.movie;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.spi.Rng;

/**
 * What every user of a run shares: the customer ids transactions draw from, read from MOVIE_METADATA once when the
 * run starts as Swingbench reads them (customers created by the run are not drawn), the number of movies, and the
 * database's statements, as JDBC sends them and as the event loops do.
 */
record MovieRun(long minCustomer, long maxCustomer, long movies, MovieSql sql, MovieSql loopSql) {

    static MovieRun prepare(Connection c, String dialect) throws SQLException {
        long min = 0;
        long max = 0;
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT metadata_key, metadata_value FROM " + MovieRows.METADATA)) {
            while (rs.next()) {
                if ("MIN_CUST_ID".equals(rs.getString(1))) {
                    min = Long.parseLong(rs.getString(2).strip());
                } else if ("MAX_CUST_ID".equals(rs.getString(1))) {
                    max = Long.parseLong(rs.getString(2).strip());
                }
            }
        }
        if (min < 1 || max < min) {
            throw new SQLException(
                    "movie_metadata holds no MIN_CUST_ID and MAX_CUST_ID: generate the movie " + "workload first.");
        }
        long movies;
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MAX(movie_id) FROM " + MovieRows.MOVIE)) {
            rs.next();
            movies = Math.max(1, rs.getLong(1));
        }
        MovieSql sql = MovieSql.of(dialect);
        return new MovieRun(min, max, movies, sql, sql.numbered());
    }

    long anyCustomer(Rng r) {
        return r.between(minCustomer, maxCustomer);
    }

    long anyMovie(Rng r) {
        return r.between(1, movies);
    }
}
