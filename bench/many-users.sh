#!/usr/bin/env bash
# One `surge run` on PostgreSQL measured from outside, for the many-user figures of issue 50
# (docs/benchmarks.md#many-users-on-one-load-server): over a window after the warm-up it takes the client's CPU
# (utime+stime of the surge JVM, /proc/<pid>/stat) and the transactions the server committed
# (pg_stat_database.xact_commit of the run's database: give the run a database of its own), and prints
#   the server's TPS, client CPU per committed transaction (us), Surgebench's mean response time, the TPS a
#   closed loop should give (users / (mean think + mean response)) and the server's TPS against it, the live heap
#   after a full GC at the window's end (jcmd GC.class_histogram, its total) per user, and the load average.
#
#   bench/many-users.sh --db NAME --what "soe --variant server" --users 1000 [--think 1000:2000]
#                       [--warmup 30] [--window 60] [--run-opts "--pool 50"] [--port 5432] [--soe-calls]
#
# --soe-calls counts soe's transactions as the calls of its stored functions (pg_stat_user_functions; the
# database needs ALTER DATABASE NAME SET track_functions = 'pl'), printed beside xact_commit: on PostgreSQL an
# soe server-variant transaction is one call, while xact_commit counts what the driver wraps (see the record).
# --think MIN:MAX in ms (Swingbench style, uniform: mean (MIN+MAX)/2); without it the users do not think.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
PGHOST=${PGHOST:-127.0.0.1}
PGUSER=${PGUSER:-postgres}
export PGHOST PGUSER
db=""
what=""
users=16
think=""
warmup=30
window=60
run_opts=""
port=${PGPORT:-5432}
soe_calls=0
while [ $# -gt 0 ]; do
  case "$1" in
    --db) db=$2; shift ;;
    --what) what=$2; shift ;;
    --users) users=$2; shift ;;
    --think) think=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --window) window=$2; shift ;;
    --run-opts) run_opts=$2; shift ;;
    --port) port=$2; shift ;;
    --soe-calls) soe_calls=1 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$db" ] && [ -n "$what" ] || { echo "--db and --what are required (see --help)" >&2; exit 2; }
export PGPORT=$port
tck=$(getconf CLK_TCK)
jcmd="$(dirname "$("$here/../bin/find-java")")/jcmd"
q() { psql -qAt -d "$db" -c "$1"; }
commits="SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
calls="SELECT 0"
if [ "$soe_calls" = 1 ]; then
  calls="SELECT coalesce(sum(calls), 0) FROM pg_stat_user_functions WHERE funcname NOT IN
    ('orderentry_logon', 'orderentry_sleep', 'orderentry_result', 'orderentry_version')"
fi
think_opts=""
think_mean=0
if [ -n "$think" ]; then
  think_opts="--think-min ${think%%:*} --think-max ${think##*:}"
  think_mean=$(awk -v a="${think%%:*}" -v b="${think##*:}" 'BEGIN { print (a + b) / 2000 }')
fi
out=$(mktemp /tmp/many-users.XXXXXX)
trap 'rm -f "$out"' EXIT
# bin/surge execs its JVM, so $! is the JVM.
# shellcheck disable=SC2086 # what, think_opts and run_opts are lists of words
"$here/../bin/surge" run $what -u "$users" $think_opts --warmup "${warmup}s" -rt "$((window + 10))s" $run_opts \
  --url "jdbc:postgresql://$PGHOST:$port/$db" -U "$PGUSER" -r "${TMPDIR:-/tmp}/many-users-results" --quiet >"$out" 2>&1 &
pid=$!
cpu() { awk -v t="$tck" '{ sub(/^.*\) /, ""); print ($12 + $13) / t }' "/proc/$pid/stat"; }
sleep "$((warmup + 3))"
c0=$(cpu); h0=$(q "$commits"); f0=$(q "$calls"); t0=$(date +%s.%N)
sleep "$window"
c1=$(cpu); h1=$(q "$commits"); f1=$(q "$calls"); t1=$(date +%s.%N)
heap=$("$jcmd" "$pid" GC.class_histogram 2>/dev/null | awk '/^Total/ { print $3 }')
load=$(cut -d' ' -f1-3 /proc/loadavg)
wait $pid || { echo "run failed:" >&2; tail -5 "$out" >&2; exit 1; }
# The run's mean response time (ms; a pooled user's counts its wait for a connection, which the summary table's
# service time leaves out), from its results, and the executor the run chose.
json=$(awk '/^ *json: / { print $2 }' "$out")
resp=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["summary"]["response"]["avgMs"])' "$json")
threads=$(grep -o "users on [a-z-]*" "$out" | head -1)
awk -v u="$users" -v c="$((h1 - h0))" -v cpu="$(awk "BEGIN { print $c1 - $c0 }")" -v s="$(awk "BEGIN { print $t1 - $t0 }")" \
  -v r="${resp:-0}" -v th="$think_mean" -v heap="${heap:-0}" -v la="$load" -v f="$((f1 - f0))" 'BEGIN {
  n = f > 0 ? f : c; tps = n / s; expect = u / (th + r / 1000)
  printf "users %d server TPS %.1f (xact_commit %.1f/s, function calls %.1f/s) client CPU %.1f us/tx response %.1f ms expected TPS %.1f (server/expected %.3f) live heap %.1f MB (%.1f KB/user) load %s\n",
    u, tps, c / s, f / s, cpu * 1e6 / n, r, expect, tps / expect, heap / 1048576, heap / 1024 / u, la }'
echo "  $threads"
cp "$out" "${TMPDIR:-/tmp}/many-users-last.log"
