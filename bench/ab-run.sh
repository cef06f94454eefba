#!/usr/bin/env bash
# Alternates two builds (or two sets of JVM flags) of `surge run tpcb` on the same tpcb database and prints,
# per run, Surgebench's TPS and the client CPU per transaction: utime+stime of the surge process
# (/proc/<pid>/stat) over the steady state, divided by the pgbench_history rows the server added in that
# window (one per TPC-B transaction). Used for the before/after figures of client-cost changes
# (docs/benchmarks.md, "Client cost profile"); on a shared machine only the alternation makes them comparable.
#
#   bench/ab-run.sh --db NAME [--users 16] [--reps 3] [--a-surge PATH] [--b-surge PATH]
#                   [--a-opts "JVM flags"] [--b-opts "JVM flags"]
#
# The database must hold tpcb already (surge generate tpcb --scale 50 --url .../NAME); PGHOST/PGPORT/PGUSER as
# for psql (default 127.0.0.1, 5432, postgres). Each run: VACUUM branches and tellers, TRUNCATE history (what
# pgbench does before a run), 5 s warm-up and 25 s measured, CPU taken from 8 s to 26 s.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER
db=""
users=16
reps=3
a_surge="$here/../bin/surge"
b_surge="$here/../bin/surge"
a_opts=""
b_opts=""
while [ $# -gt 0 ]; do
  case "$1" in
    --db) db=$2; shift ;;
    --users) users=$2; shift ;;
    --reps) reps=$2; shift ;;
    --a-surge) a_surge=$2; shift ;;
    --b-surge) b_surge=$2; shift ;;
    --a-opts) a_opts=$2; shift ;;
    --b-opts) b_opts=$2; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$db" ] || { echo "--db NAME is required: a database that holds tpcb (see --help)" >&2; exit 2; }
tck=$(getconf CLK_TCK)
q() { psql -qAt -d "$db" -c "$1"; }
cpu_of() { awk -v t="$tck" '{ sub(/^.*\) /, ""); print ($12 + $13) / t }' "/proc/$1/stat"; }
q "SELECT 1 FROM pgbench_history LIMIT 1" >/dev/null || { echo "no tpcb tables in database $db" >&2; exit 2; }
out=$(mktemp /tmp/ab-run.XXXXXX)
trap 'rm -f "$out"' EXIT

for ((r = 1; r <= reps; r++)); do
  for side in A B; do
    if [ "$side" = A ]; then surge=$a_surge; opts=$a_opts; else surge=$b_surge; opts=$b_opts; fi
    q "VACUUM pgbench_branches" >/dev/null && q "VACUUM pgbench_tellers" >/dev/null &&
      q "TRUNCATE pgbench_history" >/dev/null || exit 1
    SURGE_JAVA_OPTS="$opts" "$surge" run tpcb -u "$users" --warmup 5s -rt 25s \
        --url "jdbc:postgresql://$PGHOST:$PGPORT/$db" -U "$PGUSER" -r "${TMPDIR:-/tmp}/ab-run-results" --quiet \
        >"$out" 2>&1 &
    pid=$!
    sleep 8
    c0=$(cpu_of $pid); h0=$(q "SELECT count(*) FROM pgbench_history")
    sleep 18
    c1=$(cpu_of $pid); h1=$(q "SELECT count(*) FROM pgbench_history")
    wait $pid || { echo "run $side failed:" >&2; tail -5 "$out" >&2; exit 1; }
    tps=$(awk '/^TPS /{gsub(",", "", $2); print $2}' "$out")
    echo "rep $r $side users $users TPS $tps client CPU $(awk "BEGIN { printf \"%.1f\", ($c1 - $c0) * 1e6 / ($h1 - $h0) }") us/tx, load average $(cut -d' ' -f1 /proc/loadavg)"
  done
done
