#!/usr/bin/env bash
# tpcc with keying and thinking at many users beside HammerDB's async virtual users (issue 50).
#
#   bench/tpcc-async-hammerdb.sh build surge|hammerdb    each tool's schema in its own database (WAREHOUSES)
#   bench/tpcc-async-hammerdb.sh run surge|hammerdb      one timed run: RAMPUP_MIN ramp-up, then DURATION_MIN
#
# Surgebench runs `surge run tpcc --users USERS --option keying-thinking=true` (its users as `--user-threads`
# USER_THREADS chooses, default auto), logging on over SURGE_RAMP (`--ramp-up`, default 0s: all at once; on a
# loaded host 1,000 log-ons at once can miss the run's first log-on check; HammerDB spreads its own over
# ASYNC_DELAY). HammerDB runs its TPROC-C timed driver with pg_keyandthink, pg_allwarehouse and pg_async_scale:
# VUS virtual users of ASYNC_CLIENTS asynchronous clients each (its timed driver adds a monitor VU: VUS times
# ASYNC_CLIENTS sessions, printed as "Active Sessions configured"), each VU's logins ASYNC_DELAY ms apart.
# Both are measured the same way, over the same window (from 10 s after the ramp-up to 5 s before the end):
#   NOPM  change of sum(d_next_o_id) in the tool's database per minute (new orders counted by the server)
#   CPU   utime + stime of the tool's process tree (/proc/<pid>/stat) per New-Order, ms
#   RSS   the process tree's summed VmHWM (each process's peak resident set), sampled every second, MB
# and the tool's own NOPM is printed beside them. One line per run on stdout; the tool's output in $WORK.
#
# Needs: psql; bin/surge built; HAMMERDB_HOME, a HammerDB v6.0 tree runnable on Tcl 8.6 holding hdbcli.sh
# (docs/benchmarks.md#installing-the-peers-on-debian-12). PGHOST/PGPORT: a server with max_connections above
# the users (trust auth for postgres). Databases: SURGE_DB, HDB_DB (HammerDB also creates its role HDB_DB);
# drop them after.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cmd=${1:?build or run} tool=${2:?surge or hammerdb}
PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5433} PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER
WAREHOUSES=${WAREHOUSES:-10} USERS=${USERS:-1000} USER_THREADS=${USER_THREADS:-auto}
VUS=${VUS:-10} ASYNC_CLIENTS=${ASYNC_CLIENTS:-100} ASYNC_DELAY=${ASYNC_DELAY:-1000}
RAMPUP_MIN=${RAMPUP_MIN:-2} DURATION_MIN=${DURATION_MIN:-5} SURGE_RAMP=${SURGE_RAMP:-0s}
SURGE_DB=${SURGE_DB:-i50_surge} HDB_DB=${HDB_DB:-i50hdb}
WORK=${WORK:-$(mktemp -d /tmp/tpcc-async.XXXXXX)}
tck=$(getconf CLK_TCK)
url="jdbc:postgresql://$PGHOST:$PGPORT"

hammerdb() { # a CLI script on stdin
  cat >"$WORK/hdb.tcl"
  TMP="$WORK" exec "$HAMMERDB_HOME/hdbcli.sh" auto "$WORK/hdb.tcl"
}
hdb_connection() {
  cat <<EOF
dbset db pg
dbset bm TPC-C
diset connection pg_host $PGHOST
diset connection pg_port $PGPORT
diset connection pg_sslmode disable
diset tpcc pg_superuser $PGUSER
diset tpcc pg_superuserpass postgres
diset tpcc pg_defaultdbase postgres
diset tpcc pg_user $HDB_DB
diset tpcc pg_pass $HDB_DB
diset tpcc pg_dbase $HDB_DB
EOF
}

tree() { # the pid and its descendants
  local p=$1
  echo "$p"
  for c in $(ps -o pid= --ppid "$p"); do tree "$c"; done
}
cpu_s() { # utime + stime of the tree, seconds
  local s=0 p k
  for p in $(tree "$1"); do
    k=$(awk '{ sub(/^.*\) /, ""); print $12 + $13 }' /proc/"$p"/stat 2>/dev/null)
    s=$((s + ${k:-0}))
  done
  awk -v s="$s" -v t="$tck" 'BEGIN { printf "%.2f", s / t }'
}
rss_kb() { # summed VmHWM (each process's peak resident set) of the tree; a zombie has none
  local s=0 p k
  for p in $(tree "$1"); do
    k=$(awk '/^VmHWM/ { print $2 }' /proc/"$p"/status 2>/dev/null)
    s=$((s + ${k:-0}))
  done
  echo "$s"
}
new_orders() { psql -qAtX -d "$1" -c "SELECT sum(d_next_o_id) FROM district"; }

if [ "$cmd" = build ]; then
  t0=$(date +%s)
  case $tool in
    surge)
      psql -qAtX -d postgres -c "DROP DATABASE IF EXISTS $SURGE_DB WITH (FORCE)" -c "CREATE DATABASE $SURGE_DB"
      "$here/../bin/surge" generate tpcc --scale "$WAREHOUSES" --url "$url/$SURGE_DB" -U "$PGUSER" ;;
    hammerdb)
      { hdb_connection; echo "diset tpcc pg_count_ware $WAREHOUSES"; echo "diset tpcc pg_num_vu 2"
        echo buildschema; echo exit; } | (hammerdb) ;;
  esac
  db=$SURGE_DB; [ "$tool" = hammerdb ] && db=$HDB_DB
  psql -qAtX -d "$db" -c "VACUUM ANALYZE"
  echo "build $tool: $WAREHOUSES warehouses in $(( $(date +%s) - t0 )) s"
  exit 0
fi

case $tool in
  surge)
    db=$SURGE_DB
    "$here/../bin/surge" run tpcc --users "$USERS" --option keying-thinking=true --user-threads "$USER_THREADS" \
      --ramp-up "$SURGE_RAMP" --warmup "$((RAMPUP_MIN * 60))s" -rt "$((DURATION_MIN * 60))s" \
      --url "$url/$db" -U "$PGUSER" -r "$WORK/surge-results" --quiet >"$WORK/run-surge.out" 2>&1 &
    pid=$! ;;
  hammerdb)
    db=$HDB_DB
    { hdb_connection; cat <<EOF
diset tpcc pg_driver timed
diset tpcc pg_total_iterations 10000000
diset tpcc pg_rampup $RAMPUP_MIN
diset tpcc pg_duration $DURATION_MIN
diset tpcc pg_allwarehouse true
diset tpcc pg_keyandthink true
diset tpcc pg_async_scale true
diset tpcc pg_async_client $ASYNC_CLIENTS
diset tpcc pg_async_delay $ASYNC_DELAY
diset tpcc pg_async_verbose false
diset tpcc pg_timeprofile false
diset tpcc pg_vacuum false
loadscript
vuset vu $VUS
vuset logtotemp 1
vucreate
vurun
vudestroy
exit
EOF
    } | (hammerdb) >"$WORK/run-hammerdb.out" 2>&1 &
    pid=$! ;;
esac
# The pid's tree holds the tool's process(es) (Surgebench's JVM, HammerDB's tclsh); sample it every second.
peak=0 start=$(date +%s)
open=$((start + RAMPUP_MIN * 60 + 10)) close=$((start + (RAMPUP_MIN + DURATION_MIN) * 60 - 5))
while kill -0 "$pid" 2>/dev/null; do
  now=$(date +%s)
  r=$(rss_kb "$pid"); [ "$r" -gt "$peak" ] && peak=$r
  if [ -z "${c0:-}" ] && [ "$now" -ge "$open" ]; then c0=$(cpu_s "$pid") n0=$(new_orders "$db") t0=$(date +%s.%N); fi
  if [ -n "${c0:-}" ] && [ -z "${c1:-}" ] && [ "$now" -ge "$close" ]; then
    c1=$(cpu_s "$pid") n1=$(new_orders "$db") t1=$(date +%s.%N)
  fi
  sleep 1
done
wait "$pid"; rc=$?
[ -n "${c1:-}" ] || { echo "$tool ended (rc $rc) before its window closed; see $WORK" >&2; exit 1; }
case $tool in
  surge) own=$(grep -o '"nopm" *: *[0-9.]*' "$WORK"/surge-results/*.json 2>/dev/null | head -1 | grep -o '[0-9.]*$') ;;
  hammerdb) own=$(sed -n 's/.*System achieved \([0-9]*\) NOPM.*/\1/p' "$WORK/run-hammerdb.out" | head -1) ;;
esac
awk -v t="$tool" -v n=$((n1 - n0)) -v s="$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
  -v c="$(awk -v a="$c0" -v b="$c1" 'BEGIN { print b - a }')" -v p="$peak" -v own="${own:--}" \
  -v la="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
  printf "%s: NOPM %.0f (own %s), window %.0f s, %d new orders, client CPU %.1f s = %.2f ms/New-Order, peak RSS %.0f MB, load %s\n",
    t, n * 60 / s, own, s, n, c, c * 1000 / n, p / 1024, la }'
echo "logs: $WORK" >&2
exit "$rc"
