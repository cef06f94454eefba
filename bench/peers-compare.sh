#!/usr/bin/env bash
# Surgebench's tpcc beside its real peers on the same PostgreSQL (issue 24): HammerDB's TPROC-C and
# BenchBase's tpcc at the same warehouse count, each in a fresh database of its own, at 1/4/16 virtual users
# for the same time after the same ramp-up, the tools alternating. Prints one table: load time, NOPM, TPM,
# client CPU per New-Order and p95 of New-Order, with Surgebench's ratios against each peer.
#
# Every tool is measured the same way, by the database and /proc, over the same window inside its run:
#   NOPM   change of sum(d_next_o_id) in the tool's database per minute (HammerDB's NOPM; BenchBase's
#          completed NewOrders per minute equal it)
#   TPM    change of xact_commit + xact_rollback of the tool's database in pg_stat_database per minute
#   CPU    utime + stime of the tool's process (fields 14 + 15 of /proc/<pid>/stat, all threads) per New-Order
#   p95    the tool's own New-Order p95 where it reports one (HammerDB only with pg_timeprofile, not used here)
# Each tool's own figure (surge's database.tpcc.nopm, HammerDB's "System achieved N NOPM", BenchBase's NewOrder
# count per minute) is printed beside it in the log.
#
# The peers are not part of Surgebench and are never committed. Install them first
# (docs/benchmarks.md#installing-the-peers-on-debian-12 has the tested recipe for Debian 12):
#   HAMMERDB_HOME   a HammerDB v6.0 tree made runnable on Tcl 8.6, holding hdbcli.sh (the recipe's wrapper)
#   BENCHBASE_HOME  an unpacked benchbase-postgres (built with: mvn package -P postgres), holding benchbase.jar
#   BENCHBASE_JAVA  a Java 23 or newer for BenchBase (default: java on the PATH)
# A tool whose variable is unset or whose files are missing is skipped with a note; Surgebench always runs.
# Needs bin/surge built (mvn -B -q package -DskipTests), psql on the PATH, python3, and a PostgreSQL at
# 127.0.0.1:5432 with trust auth for the superuser postgres (override with PGHOST/PGPORT/PGUSER).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
surge="$here/../bin/surge"
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER

warehouses=2
vus="1 4 16"
seconds=60
rampup=60
reps=1
variant=server

usage() {
  cat <<EOF
Usage: bench/peers-compare.sh [options]
  --warehouses W   TPC-C warehouses for every tool (default $warehouses)
  --vus "1 4 16"   virtual users / terminals (default "$vus")
  --seconds N      run time per tool and user count, a multiple of 60 (HammerDB counts whole minutes;
                   default $seconds); the window is N-15 seconds, from 10 s after the ramp-up
  --rampup N       seconds every tool runs before its measured run, a multiple of 60 (HammerDB's pg_rampup is
                   in minutes; Surgebench's --warmup, BenchBase's <warmup>); the window starts after it, in
                   the steady state, as HammerDB's own NOPM does. 0 measures from the start (default $rampup)
  --reps N         repetitions per user count, the tools' order rotating (default $reps)
  --variant V      Surgebench's variant: server (one call per transaction, as HammerDB) or client
                   (statements over JDBC, as BenchBase) (default $variant)
Environment: HAMMERDB_HOME, BENCHBASE_HOME (see the head of this script), PGHOST, PGPORT, PGUSER.
EOF
}

while [ $# -gt 0 ]; do
  case "$1" in
    --warehouses) warehouses=$2; shift ;;
    --vus) vus=$2; shift ;;
    --seconds) seconds=$2; shift ;;
    --rampup) rampup=$2; shift ;;
    --reps) reps=$2; shift ;;
    --variant) variant=$2; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option $1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
if [ $((seconds % 60)) -ne 0 ] || [ "$seconds" -lt 60 ]; then
  echo "--seconds must be a multiple of 60: HammerDB's timed driver runs whole minutes." >&2; exit 2
fi
if [ $((rampup % 60)) -ne 0 ] || [ "$rampup" -lt 0 ]; then
  echo "--rampup must be 0 or a multiple of 60: HammerDB's ramp-up is whole minutes." >&2; exit 2
fi

for tool in psql python3; do
  command -v "$tool" >/dev/null || { echo "$tool is not on the PATH" >&2; exit 2; }
done
[ -f "$here/../app-cli/target/surgebench-cli-all.jar" ] || {
  echo "build first: mvn -B -q package -DskipTests" >&2; exit 2; }
psql -qAt -d postgres -c "select 1" >/dev/null || { echo "cannot connect to PostgreSQL at $PGHOST:$PGPORT" >&2; exit 2; }

tools="surge"
if [ -n "${HAMMERDB_HOME:-}" ] && [ -x "$HAMMERDB_HOME/hdbcli.sh" ]; then
  tools="$tools hammerdb"
else
  echo "HammerDB skipped: set HAMMERDB_HOME to a HammerDB v6.0 tree with hdbcli.sh (recipe: docs/benchmarks.md)." >&2
fi
if [ -n "${BENCHBASE_HOME:-}" ] && [ -f "$BENCHBASE_HOME/benchbase.jar" ]; then
  bbjava=${BENCHBASE_JAVA:-$(command -v java)}
  tools="$tools benchbase"
else
  echo "BenchBase skipped: set BENCHBASE_HOME to an unpacked benchbase-postgres with benchbase.jar (recipe: docs/benchmarks.md)." >&2
fi

tag="$$"
declare -A dbname=([surge]="peers_cmp_surge_$tag" [hammerdb]="peers_cmp_hdb_$tag" [benchbase]="peers_cmp_bb_$tag")
work=$(mktemp -d /tmp/peers-compare.XXXXXX)
tck=$(getconf CLK_TCK)
started=$(date +%s)
window=$((seconds - 15))
lead=10   # seconds from a tool's start to its window: JVM or Tcl start, connections, HammerDB's vucreate

cleanup() {
  for t in surge hammerdb benchbase; do
    psql -qAt -d postgres -c "DROP DATABASE IF EXISTS ${dbname[$t]} WITH (FORCE)" >/dev/null 2>&1
  done
  psql -qAt -d postgres -c "DROP ROLE IF EXISTS ${dbname[hammerdb]}" >/dev/null 2>&1
}
trap cleanup EXIT
trap 'exit 130' INT TERM

url() { echo "jdbc:postgresql://$PGHOST:$PGPORT/$1"; }
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.${2:-1}f\", $1 }"; }
cpu_of() { awk -v t="$tck" '{ sub(/^.*\) /, ""); print ($12 + $13) / t }' "/proc/$1/stat" 2>/dev/null; }
# sum(d_next_o_id) and this database's commits + rollbacks, one line.
counters() {
  psql -qAt -F ' ' -d "$1" -c "SELECT pg_stat_clear_snapshot()" -c "SELECT (SELECT sum(d_next_o_id) FROM district),
      (SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database())" | tail -1
}

echo "peers compare: $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) vCPU, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "server: PostgreSQL $(psql -qAt -d postgres -c 'SHOW server_version'); tools: $tools; $warehouses warehouses; surge variant $variant"

# ---- load -------------------------------------------------------------------------------------------------
declare -A load_s
load_tool() {
  local t=$1 db=${dbname[$1]} t0 t1
  psql -qAt -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null
  t0=$(now)
  case $t in
    surge)
      psql -qAt -d postgres -c "CREATE DATABASE $db" >/dev/null
      t0=$(now)
      "$surge" generate tpcc --scale "$warehouses" --url "$(url "$db")" -U "$PGUSER" >"$work/load-surge.out" 2>&1 ;;
    hammerdb)
      psql -qAt -d postgres -c "DROP ROLE IF EXISTS $db" >/dev/null
      cat >"$work/hdb-build.tcl" <<EOF
dbset db pg
dbset bm TPC-C
diset connection pg_host $PGHOST
diset connection pg_port $PGPORT
diset connection pg_sslmode disable
diset tpcc pg_count_ware $warehouses
diset tpcc pg_num_vu $(( warehouses < $(nproc) ? warehouses : $(nproc) ))
diset tpcc pg_superuser $PGUSER
diset tpcc pg_superuserpass postgres
diset tpcc pg_defaultdbase postgres
diset tpcc pg_user $db
diset tpcc pg_pass $db
diset tpcc pg_dbase $db
buildschema
exit
EOF
      # If a loader fails, HammerDB's monitor waits for ever: bound it.
      timeout 1800 "$HAMMERDB_HOME/hdbcli.sh" auto "$work/hdb-build.tcl" >"$work/load-hammerdb.out" 2>&1 ;;
    benchbase)
      psql -qAt -d postgres -c "CREATE DATABASE $db" >/dev/null
      bb_config 1 "$work/bb-load.xml"
      t0=$(now)
      (cd "$BENCHBASE_HOME" && "$bbjava" -jar benchbase.jar -b tpcc -c "$work/bb-load.xml" --create=true \
          --load=true --execute=false -d "$work/bb-load") >"$work/load-benchbase.out" 2>&1 ;;
  esac
  local rc=$?
  t1=$(now)
  [ $rc -eq 0 ] || { log "$t load failed:"; tail -5 "$work/load-$t.out" >&2; return 1; }
  # Every tool's run starts from the same state: statistics and visibility map fresh.
  psql -qAt -d "$db" -c "VACUUM ANALYZE" >/dev/null
  calc "$t1 - $t0"
}

bb_config() { # terminals file: the sample config at READ COMMITTED without a rate cap (HammerDB's way)
  sed -e "s#jdbc:postgresql://localhost:5432/benchbase?#jdbc:postgresql://$PGHOST:$PGPORT/${dbname[benchbase]}?#" \
      -e "s#<username>admin</username>#<username>$PGUSER</username>#" \
      -e "s#<password>password</password>#<password>postgres</password>#" \
      -e "s#<scalefactor>1</scalefactor>#<scalefactor>$warehouses</scalefactor>#" \
      -e "s#<terminals>1</terminals>#<terminals>$1</terminals>#" \
      -e "s#<time>60</time>#<time>$seconds</time><warmup>$rampup</warmup>#" \
      -e "s#TRANSACTION_SERIALIZABLE#TRANSACTION_READ_COMMITTED#" \
      -e "s#<rate>10000</rate>#<rate>unlimited</rate>#" \
      "$BENCHBASE_HOME/config/postgres/sample_tpcc_config.xml" >"$2"
}

for t in $tools; do
  s=$(load_tool "$t") || exit 1
  load_s[$t]=$s
  log "load: $t ${s}s"
done

# ---- runs -------------------------------------------------------------------------------------------------
declare -A nopm tpm cpu p95 own
run_tool() { # tool vus -> "nopm tpm cpu_ms_per_new_order p95_ms own_nopm"
  local t=$1 v=$2 db=${dbname[$1]} out="$work/run-$1-$2.out" pid a b c0 c1 t0 t1 p own_n
  case $t in
    surge)
      rm -rf "$work/surge-results"
      "$surge" run tpcc -u "$v" --warmup "${rampup}s" -rt "${seconds}s" --variant "$variant" \
          --url "$(url "$db")" -U "$PGUSER" -r "$work/surge-results" --quiet >"$out" 2>&1 &
      pid=$! ;;
    hammerdb)
      cat >"$work/hdb-run.tcl" <<EOF
dbset db pg
dbset bm TPC-C
diset connection pg_host $PGHOST
diset connection pg_port $PGPORT
diset connection pg_sslmode disable
diset tpcc pg_superuser $PGUSER
diset tpcc pg_superuserpass postgres
diset tpcc pg_defaultdbase postgres
diset tpcc pg_user $db
diset tpcc pg_pass $db
diset tpcc pg_dbase $db
diset tpcc pg_driver timed
diset tpcc pg_total_iterations 10000000
diset tpcc pg_rampup $((rampup / 60))
diset tpcc pg_duration $((seconds / 60))
diset tpcc pg_allwarehouse false
diset tpcc pg_timeprofile false
diset tpcc pg_vacuum false
loadscript
vuset vu $v
vuset logtotemp 1
vucreate
vurun
vudestroy
exit
EOF
      "$HAMMERDB_HOME/hdbcli.sh" auto "$work/hdb-run.tcl" >"$out" 2>&1 &
      pid=$! ;;
    benchbase)
      bb_config "$v" "$work/bb-run-$v.xml"
      rm -rf "$work/bb-run"
      (cd "$BENCHBASE_HOME" && exec "$bbjava" -jar benchbase.jar -b tpcc -c "$work/bb-run-$v.xml" --execute=true \
          -d "$work/bb-run") >"$out" 2>&1 &
      pid=$! ;;
  esac
  sleep $((lead + rampup))
  c0=$(cpu_of $pid); a=$(counters "$db"); t0=$(now)
  sleep "$window"
  c1=$(cpu_of $pid); b=$(counters "$db"); t1=$(now)
  wait $pid || { log "$t with $v users failed:"; tail -5 "$out" >&2; return 1; }
  set -- $a $b
  local no=$(( $3 - $1 )) tx=$(( $4 - $2 )) minutes
  minutes=$(calc "($t1 - $t0) / 60" 4)
  [ "$no" -gt 0 ] && [ -n "$c0" ] && [ -n "$c1" ] || { log "$t with $v users: no New-Orders in the window"; tail -5 "$out" >&2; return 1; }
  case $t in
    surge)
      read -r p own_n < <(python3 - "$work/surge-results" <<'PY'
import glob, json, sys
r = json.load(open(sorted(glob.glob(sys.argv[1] + "/*.json"))[-1]))
no = next(t for t in r["transactions"] if t["shortName"] == "NO")
print(round(no["response"]["p95Ms"], 2), r["database"]["tpcc"]["nopm"])
PY
) ;;
    hammerdb)
      p="-"; own_n=$(sed -n 's/.*System achieved \([0-9]*\) NOPM.*/\1/p' "$out" | head -1) ;;
    benchbase)
      read -r p own_n < <(python3 - "$work/bb-run" "$seconds" <<'PY'
import csv, glob, sys
raw = sorted(glob.glob(sys.argv[1] + "/*.raw.csv"))
lat = []
if raw:
    with open(raw[-1]) as f:
        for row in csv.DictReader(f):
            if row.get("Transaction Name") == "NewOrder":
                lat.append(float(row["Latency (microseconds)"]) / 1000)
lat.sort()
p95 = round(lat[int(0.95 * (len(lat) - 1))], 2) if lat else "-"
print(p95, round(len(lat) / (int(sys.argv[2]) / 60)) if lat else "-")
PY
) ;;
  esac
  echo "$(calc "$no / $minutes" 0) $(calc "$tx / $minutes" 0) $(calc "($c1 - $c0) * 1000 / $no" 3) ${p:--} ${own_n:--}"
}

order=($tools)
for v in $vus; do
  for ((r = 1; r <= reps; r++)); do
    for ((i = 0; i < ${#order[@]}; i++)); do
      t=${order[$(( (i + r + v) % ${#order[@]} ))]}
      res=$(run_tool "$t" "$v") || exit 1
      set -- $res
      log "run $v users rep $r: $t NOPM $1 (its own figure: $5), TPM $2, client CPU $3 ms/New-Order, p95 New-Order $4 ms; load average $(cut -d' ' -f1 /proc/loadavg)"
      # Best of the repetitions: on a shared machine the slowest runs measure the neighbours.
      if [ -z "${nopm[$t,$v]:-}" ] || [ "$1" -gt "${nopm[$t,$v]}" ]; then
        nopm[$t,$v]=$1; tpm[$t,$v]=$2; cpu[$t,$v]=$3; p95[$t,$v]=$4; own[$t,$v]=$5
      fi
    done
  done
done

# ---- table ------------------------------------------------------------------------------------------------
ratio() { [ "$2" = "-" ] || [ -z "$2" ] || [ "$1" = "-" ] && echo "-" || calc "$1 / $2" 2; }
echo
echo "TPC-C side by side ($(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) vCPU, load average now $(cut -d' ' -f1-3 /proc/loadavg), $(( $(date +%s) - started ))s; $warehouses warehouses, ${rampup}s ramp-up + ${seconds}s runs, ${window}s window, best of $reps)"
printf '| %-10s | %-5s | %9s | %9s | %9s | %12s | %9s | %s |\n' tool VUs "load s" NOPM TPM "CPU ms/NO" "p95 NO ms" "surge NOPM ratio / CPU ratio"
printf '|%s|\n' "------------|-------|-----------|-----------|-----------|--------------|-----------|------------------------------"
for v in $vus; do
  for t in $tools; do
    r="-"
    if [ "$t" != surge ]; then
      r="$(ratio "${nopm[surge,$v]}" "${nopm[$t,$v]}") / $(ratio "${cpu[surge,$v]}" "${cpu[$t,$v]}")"
    fi
    printf '| %-10s | %-5s | %9s | %9s | %9s | %12s | %9s | %s |\n' "$t" "$v" "${load_s[$t]}" "${nopm[$t,$v]}" \
      "${tpm[$t,$v]}" "${cpu[$t,$v]}" "${p95[$t,$v]}" "$r"
  done
done
echo "NOPM and TPM from the database over each run's window; load s: schema build and load, wall; CPU: the tool's"
echo "process per New-Order over the window. surge NOPM ratio >= 1 and CPU ratio < 1 meet the issue's goal."
echo "Logs: $work"
