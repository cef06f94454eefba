#!/usr/bin/env bash
# Alternates two builds (or two sets of JVM flags) of `surge run` on the same database and prints, per run,
# Surgebench's TPS and the client CPU per unit of work the server counted: utime+stime of the surge process and
# its descendants (/proc/<pid>/stat) over the steady state, divided by
#   tpcb: the pgbench_history rows the server added in that window (one per TPC-B transaction), in us/tx;
#   tpcc: the New-Orders it added (the change of sum(d_next_o_id)), in ms per New-Order, as peers-compare.sh;
#   soe: the transactions the database committed (pg_stat_database.xact_commit, every session of it: give the
#        run a database of its own), in us/tx.
# Used for the before/after figures of client-cost changes (the decisions in docs/benchmarks.md);
# on a shared machine only the alternation makes them comparable. The order within a pair alternates too (AB, BA,
# AB, ...), so that a host growing faster or slower over the pairs does not favour the side that always runs second.
#
#   bench/ab-run.sh --db NAME [--workload tpcb|tpcc|soe] [--users 16] [--reps 3] [--warmup 5] [--window 18]
#                   [--a-surge PATH] [--b-surge PATH] [--a-opts "JVM flags"] [--b-opts "JVM flags"]
#                   [--run-opts "surge run options"]   (both sides, e.g. "--variant server" for tpcc)
#                   [--a-run-opts "..."] [--b-run-opts "..."]   (one side, e.g. "--user-threads virtual")
#                   [--a-what "..."] [--b-what "..."]   (what one side runs instead of the workload's name, e.g.
#                                                        --b-what "--script builtin:tpcb-like": pgbench's script)
#                   [--mariadb]   (the database is MariaDB's, tpcb or tpcc: MYHOST/MYPORT/MYUSER, default
#                                  127.0.0.1, 3306, root, password-less, read with the mariadb client)
#
# The database must hold the workload already (surge generate tpcb --scale 50 --url .../NAME, or tpcc
# --scale 2); PGHOST/PGPORT/PGUSER as for psql (default 127.0.0.1, 5432, postgres). Each tpcb run first does
# what pgbench does before a run (VACUUM branches and tellers, TRUNCATE history). A run warms up --warmup
# seconds (default 5), and the CPU is taken over --window seconds (default 18) starting 3 s after the warm-up;
# the run lasts the window + 7 s.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER
db=""
users=16
reps=3
workload=tpcb
warmup=5
window=18
run_opts=""
a_run_opts=""
b_run_opts=""
a_what=""
b_what=""
a_surge="$here/../bin/surge"
b_surge="$here/../bin/surge"
a_opts=""
b_opts=""
mariadb=""
MYHOST=${MYHOST:-127.0.0.1}
MYPORT=${MYPORT:-3306}
MYUSER=${MYUSER:-root}
while [ $# -gt 0 ]; do
  case "$1" in
    --db) db=$2; shift ;;
    --users) users=$2; shift ;;
    --workload) workload=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --window) window=$2; shift ;;
    --run-opts) run_opts=$2; shift ;;
    --a-run-opts) a_run_opts=$2; shift ;;
    --b-run-opts) b_run_opts=$2; shift ;;
    --a-what) a_what=$2; shift ;;
    --b-what) b_what=$2; shift ;;
    --reps) reps=$2; shift ;;
    --a-surge) a_surge=$2; shift ;;
    --b-surge) b_surge=$2; shift ;;
    --a-opts) a_opts=$2; shift ;;
    --b-opts) b_opts=$2; shift ;;
    --mariadb) mariadb=1 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$db" ] || { echo "--db NAME is required: a database that holds the workload (see --help)" >&2; exit 2; }
for pair in "users:$users" "reps:$reps" "window:$window"; do
  case ${pair#*:} in
    '' | *[!0-9]* | 0) echo "--${pair%%:*} must be a whole number above 0, not '${pair#*:}'" >&2; exit 2 ;;
  esac
done
case $warmup in
  '' | *[!0-9]*) echo "--warmup must be a whole number of seconds, not '$warmup'" >&2; exit 2 ;;
esac
tck=$(getconf CLK_TCK)
q() { psql -qAt -d "$db" -c "$1"; }
url="jdbc:postgresql://$PGHOST:$PGPORT/$db"
user=$PGUSER
if [ -n "$mariadb" ]; then
  q() { mariadb -N -B -h "$MYHOST" -P "$MYPORT" -u "$MYUSER" -D "$db" -e "$1"; }
  url="jdbc:mariadb://$MYHOST:$MYPORT/$db"
  user=$MYUSER
  [ "$workload" != soe ] || { echo "--mariadb takes tpcb or tpcc (soe counts PostgreSQL's commits)" >&2; exit 2; }
fi
# The process and its descendants (bin/surge execs its JVM: the process alone; bench/console-run.sh: the
# console's JVM under the script).
tree_of() {
  echo "$1"
  for c in $(ps -o pid= --ppid "$1"); do tree_of "$c"; done
}
cpu_of() {
  local p s=0
  for p in $(tree_of "$1"); do
    s=$(awk -v t="$tck" -v s="$s" '{ sub(/^.*\) /, ""); print s + ($12 + $13) / t }' "/proc/$p/stat" 2>/dev/null || echo "$s")
  done
  echo "$s"
}
# The JIT compilers' part of it (threads named "C1/C2 CompilerThre..."), read in one awk; a thread that ends
# between the glob and the read is skipped.
jit_of() {
  local p files=()
  for p in $(tree_of "$1"); do files+=(/proc/"$p"/task/*/stat); done
  awk -v t="$tck" '/\(C[12] CompilerThre/ { sub(/^.*\) /, ""); s += $12 + $13 } END { print s / t }' \
    "${files[@]}" 2>/dev/null
}
case $workload in
  tpcb) work_sql="SELECT count(*) FROM pgbench_history"; unit="us/tx"; per=1e6 ;;
  tpcc) work_sql="SELECT sum(d_next_o_id) FROM district"; unit="ms/New-Order"; per=1e3 ;;
  soe) work_sql="SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"; unit="us/tx"; per=1e6 ;;
  *) echo "--workload must be tpcb, tpcc or soe, not $workload" >&2; exit 2 ;;
esac
q "$work_sql" >/dev/null || { echo "no $workload tables in database $db" >&2; exit 2; }
out=$(mktemp /tmp/ab-run.XXXXXX)
trap 'rm -f "$out"' EXIT

for ((r = 1; r <= reps; r++)); do
  # A then B in odd repetitions, B then A in even ones: a host that drifts during the pairs favours neither side.
  if ((r % 2)); then sides="A B"; else sides="B A"; fi
  for side in $sides; do
    if [ "$side" = A ]; then surge=$a_surge; opts=$a_opts; side_opts=$a_run_opts; what=${a_what:-$workload}; else
      surge=$b_surge; opts=$b_opts; side_opts=$b_run_opts; what=${b_what:-$workload}; fi
    if [ "$workload" = tpcb ]; then
      if [ -n "$mariadb" ]; then
        q "TRUNCATE pgbench_history" >/dev/null || exit 1
      else
        q "VACUUM pgbench_branches" >/dev/null && q "VACUUM pgbench_tellers" >/dev/null &&
          q "TRUNCATE pgbench_history" >/dev/null || exit 1
      fi
    fi
    # shellcheck disable=SC2086 # run_opts and what are lists of words
    SURGE_JAVA_OPTS="$opts" "$surge" run $what -u "$users" --warmup "${warmup}s" -rt "$((window + 7))s" \
        $run_opts $side_opts --url "$url" -U "$user" \
        -r "${TMPDIR:-/tmp}/ab-run-results" --quiet >"$out" 2>&1 &
    pid=$!
    sleep "$((warmup + 3))"
    c0=$(cpu_of $pid); j0=$(jit_of $pid); h0=$(q "$work_sql")
    sleep "$window"
    c1=$(cpu_of $pid); j1=$(jit_of $pid); h1=$(q "$work_sql")
    wait $pid || { echo "run $side failed:" >&2; tail -5 "$out" >&2; exit 1; }
    tps=$(awk '/^TPS /{gsub(",", "", $2); print $2}' "$out")
    echo "rep $r $side users $users TPS $tps client CPU $(awk "BEGIN { printf \"%.3f\", ($c1 - $c0) * $per / ($h1 - $h0) }") $unit (JIT $(awk "BEGIN { printf \"%.1f\", ($j1 - $j0) * $per / ($h1 - $h0) }")), server-counted $((60 * (h1 - h0) / window))/min, load average $(cut -d' ' -f1 /proc/loadavg)"
  done
done
