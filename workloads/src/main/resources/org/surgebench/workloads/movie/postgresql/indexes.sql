--include common/indexes.sql
-- Swingbench searches GENRES and CAST with Oracle Text (json_textcontains) and titles with CATSEARCH; here GIN
-- indexes serve containment (@>) in the JSON arrays, and a pattern index the search by a title's start.
CREATE INDEX movie_genres_ix ON movie USING GIN (genres jsonb_path_ops);
CREATE INDEX movie_cast_ix ON movie USING GIN (movie_cast jsonb_path_ops);
CREATE INDEX movie_title_ix ON movie (title text_pattern_ops);
