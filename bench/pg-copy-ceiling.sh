#!/usr/bin/env bash
# What a generated table's load costs PostgreSQL alone, with no client in the way: the table's rows are written to a
# server-side file once, then loaded back as `surge generate` loads a table of up to 10 M rows (TRUNCATE and
# COPY ... (FREEZE) in one transaction, one backend). Prints that backend's CPU seconds, the wall time, the WAL the
# load wrote, and how fast the WAL's disk takes a synced write (dd with fdatasync next to the data directory).
# Together they bound a load's rows per second on the host whatever the client does (docs/benchmarks.md,
# "json and stress: what bounds their load").
# FORMAT binary loads the same rows from COPY's binary format instead of its text (what the server saves when it
# need not split and unescape text; a jsonb column is still parsed from its text).
#   bench/pg-copy-ceiling.sh DATABASE TABLE [text|binary]   (local PostgreSQL, user postgres, a generated DATABASE)
set -euo pipefail
db=$1 table=$2 format=${3:-text}
psql_() { psql -qAt -h 127.0.0.1 -U postgres -d "$db" -v ON_ERROR_STOP=1 "$@"; }
file=/tmp/copy-ceiling.$db.$table.$format
[ -f "$file" ] || psql_ -c "COPY $table TO '$file' (FORMAT $format)"
psql_ -c "DROP TABLE IF EXISTS copy_ceiling" -c "CREATE TABLE copy_ceiling (LIKE $table)"
fifo=$(mktemp -u) out=$(mktemp)
mkfifo "$fifo"
psql_ <"$fifo" >"$out" 2>&1 &
exec 7>"$fifo"
echo "SET application_name = 'copy_ceiling'; SELECT 'ready';" >&7
until grep -q ready "$out"; do sleep 0.05; done
pid=$(psql_ -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'copy_ceiling'")
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
lsn0=$(psql_ -c "SELECT pg_current_wal_lsn()") cpu0=$(cpu) t0=$(date +%s.%N)
echo "BEGIN; TRUNCATE copy_ceiling; COPY copy_ceiling FROM '$file' WITH (FREEZE, FORMAT $format); COMMIT; SELECT 'loaded';" >&7
until grep -q loaded "$out"; do sleep 0.02; done
t1=$(date +%s.%N) cpu1=$(cpu)
exec 7>&-
rows=$(psql_ -c "SELECT count(*) FROM copy_ceiling")
wal=$(psql_ -c "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '$lsn0')::bigint / 1048576")
psql_ -c "DROP TABLE copy_ceiling"
rm -f "$fifo" "$out"
echo "$table ($format): $rows rows, backend CPU $(echo "($cpu1 - $cpu0) / $(getconf CLK_TCK)" | bc -l | cut -c1-5) s," \
  "wall $(echo "$t1 - $t0" | bc -l | cut -c1-5) s, WAL $wal MB (the server's, other sessions' too)"
data=$(psql_ -c "SHOW data_directory")
dd if=/dev/zero of="$data/../copy-ceiling.dd" bs=1M count=1000 conv=fdatasync 2>&1 | tail -1
rm -f "$data/../copy-ceiling.dd"
