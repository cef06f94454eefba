#!/usr/bin/env bash
# Surgebench's tpcc beside HammerDB v6.0's TPROC-C on the same MariaDB (issue 53), both in stored-procedure form:
# one run of one tool at one user count, measured by the server and /proc the same way for both tools. Run it
# for both tools alternately, several times (docs/benchmarks.md#against-hammerdb-on-mariadb-after-the-jits-warm-up).
#
#   bench/mariadb-hammerdb.sh surge|hammerdb VUS [WARMUP_S [WINDOW_S]]
#
# The window: from the first change of sum(d_next_o_id) in the tool's database (its first New-Order), wait
# WARMUP_S (default 90; Surgebench's own warm-up ends 10 s before, so that the opening of its measured window,
# when it reads the server's counters and performance_schema, is not in this one), then over WINDOW_S (default
# 60) take the client process's
# utime + stime (fields 14 + 15 of /proc/<pid>/stat, all threads) and the New-Orders the server added.
# Prints one line: tool, VUs, NOPM, ms of client CPU per New-Order, and for Surgebench the part of its CPU in
# the window by thread group (JIT compilers, GC, the users, the rest), then the load average at the start.
#
# Needs: bin/surge built and the tpcc schema generated at the same warehouses as HammerDB's, e.g.
#   bin/surge generate tpcc --scale 4 --url "$SURGE_URL" -U root
# HAMMERDB_HOME: a HammerDB v6.0 tree runnable on Tcl 8.6 with hdbcli.sh (docs/benchmarks.md#installing-the-peers-
# on-debian-12), its schema built with the MySQL driver into HDB_DB by HDB_USER (see the heading there).
# The mysql client on the PATH. Each run of HammerDB ends when the window does (its process is stopped).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-} vus=${2:-} warm=${3:-90} window=${4:-60}
case "$tool:$vus" in
  surge:[0-9]* | hammerdb:[0-9]*) ;;
  *) echo "usage: bench/mariadb-hammerdb.sh surge|hammerdb VUS [WARMUP_S [WINDOW_S]]" >&2; exit 2 ;;
esac
SURGE_DB=${SURGE_DB:-bench_hdb_surge}
SURGE_URL=${SURGE_URL:-jdbc:mariadb://127.0.0.1:3306/$SURGE_DB}
HDB_DB=${HDB_DB:-bench_hdb_hammerdb} HDB_USER=${HDB_USER:-bench_hdb} HDB_PASS=${HDB_PASS:-$HDB_USER}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

orders() { mysql -h127.0.0.1 -uroot -N -e "SELECT SUM(d_next_o_id) FROM $1.district"; }
ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null; }
# utime + stime per thread group of a JVM: its compiler threads, its collector's, the users' (named by the engine
# surge-user-N), its once-a-second samplers (the run's and the server snapshots'), the rest.
groups() {
  for t in /proc/"$1"/task/*; do
    name=$(cat "$t/comm" 2>/dev/null) || continue
    awk -v n="$name" '{sub(/^.*\) /, ""); print n "\t" $12 + $13}' "$t/stat" 2>/dev/null
  done | awk -F'\t' '{g = "other"}
    $1 ~ /CompilerThre|C[12] CompilerT/ {g = "jit"} $1 ~ /GC|G1|VM Thread/ {g = "gc"}
    $1 ~ /^surge-user/ {g = "users"} $1 ~ /^surge-sampler/ {g = "sampler"} $1 ~ /^surge-snapshot/ {g = "snapshot"}
    {s[g] += $2} END {printf "jit=%d gc=%d users=%d sampler=%d snapshot=%d other=%d", s["jit"], s["gc"], s["users"],
      s["sampler"], s["snapshot"], s["other"]}'
}

if [ "$tool" = surge ]; then
  db=$SURGE_DB
  "$here/../bin/surge" run tpcc -u "$vus" --warmup "$((warm - 10))s" -rt "$((window + 40))s" --url "$SURGE_URL" \
    -U root >"$work/out" 2>&1 &
else
  db=$HDB_DB
  cat >"$work/run.tcl" <<EOF
dbset db mysql
dbset bm TPC-C
diset connection mysql_host 127.0.0.1
diset connection mysql_port 3306
diset connection mysql_socket null
diset tpcc mysql_user $HDB_USER
diset tpcc mysql_pass $HDB_PASS
diset tpcc mysql_dbase $HDB_DB
diset tpcc mysql_driver timed
diset tpcc mysql_no_stored_procs false
diset tpcc mysql_allwarehouse false
diset tpcc mysql_rampup 0
diset tpcc mysql_duration $(((warm + window + 119) / 60))
loadscript
vuset vu $vus
vucreate
vurun
vudestroy
EOF
  (cd "$HAMMERDB_HOME" && exec ./hdbcli.sh auto "$work/run.tcl") >"$work/out" 2>&1 &
fi
pid=$!
start=$(orders "$db")
for _ in $(seq 1 600); do
  sleep 0.5
  [ "$(orders "$db")" != "$start" ] && break
done
sleep "$warm"
load=$(cut -d' ' -f1 /proc/loadavg)
n0=$(orders "$db") c0=$(ticks "$pid")
[ "$tool" = surge ] && g0=$(groups "$pid")
sleep "$window"
n1=$(orders "$db") c1=$(ticks "$pid")
[ -n "$c1" ] || { echo "$tool ended before the window did: give it a longer run" >&2; exit 1; }
[ "$tool" = surge ] && g1=$(groups "$pid")
hz=$(getconf CLK_TCK)
awk -v t="$tool" -v v="$vus" -v n=$((n1 - n0)) -v c=$((c1 - c0)) -v hz="$hz" -v w="$window" -v l="$load" \
  'BEGIN {printf "%s vus=%d nopm=%.0f cpu_ms_per_no=%.3f new_orders=%d cpu_s=%.2f load=%s", t, v, n * 60 / w,
    c * 1000 / hz / (n > 0 ? n : 1), n, c / hz, l}'
if [ "$tool" = surge ]; then
  printf ' %s' "$(paste <(echo "$g0" | tr ' ' '\n') <(echo "$g1" | tr ' ' '\n') |
    awk -F'\t' -v hz="$hz" '{split($1, a, "="); split($2, b, "="); printf "%s_s=%.2f ", a[1], (b[2] - a[2]) / hz}')"
  wait "$pid"
  grep -E "NOPM|rror" "$work/out" | tail -2 | sed 's/^/  surge: /'
else
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
fi
echo
