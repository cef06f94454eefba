#!/usr/bin/env bash
# Surgebench's tpch beside HammerDB v6.0's TPROC-H on the same PostgreSQL (issue 49).
#
#   bench/tpch-hammerdb.sh answers [TIMEOUT_S]      Surgebench's 22 queries and HammerDB's on HDB_DB's rows
#   bench/tpch-hammerdb.sh hammerdb-build SF THREADS   HammerDB's schema build: prints its wall and rows
#   bench/tpch-hammerdb.sh hammerdb-power           HammerDB's power test: 1 VU, RF1, the 22 queries, RF2
#   bench/tpch-hammerdb.sh hammerdb-throughput N    N query VUs beside one refresh VU (N pairs of RF1/RF2)
#
# answers: each query with the specification's validation values (clause 2.4.N.4), once as Surgebench's
# queries/qN.sql and once as HammerDB's own text (read from its pgolap.tcl by tpch-hammerdb-sql.tcl), both
# through psql on HDB_DB; the rows must be equal. HammerDB does not cut Q2, Q3, Q10, Q18 and Q21 to the
# specification's first N rows, so its first N rows are compared. Prints one line per query: rows, equal or
# DIFFERENT, seconds of each.
# The timings are HammerDB's own lines ("query N completed in S seconds", the wall of its vurun); Surgebench's
# side is `surge run tpch --test power|throughput` (docs/benchmarks.md#tpch-against-hammerdb-tproc-h).
#
# Needs: psql and tclsh on the PATH; HAMMERDB_HOME, a HammerDB v6.0 tree runnable on Tcl 8.6 with its
# hammerdbcli86.tcl launcher (docs/benchmarks.md#installing-the-peers-on-debian-12); PGPASSWORD for postgres
# if the server asks; perl (the answers' substitution). HammerDB creates HDB_DB (default i49hdb_hammerdb) and its
# role HDB_USER (default i49hdb, password the same) itself; drop both after. SURGE_FIRST=1 (answers) runs
# Surgebench's form of each query first; HDB_REFRESH=false runs HammerDB's tests without RF1/RF2 (its refresh
# restarts at update set 1 in every run, so a second test with refresh on the same schema fails on a duplicate key).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cmd=${1:-}
HDB_DB=${HDB_DB:-i49hdb_hammerdb} HDB_USER=${HDB_USER:-i49hdb}
PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432}
export PGHOST PGPORT
queries="$here/../workloads/src/main/resources/org/surgebench/workloads/tpch/queries"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a HammerDB CLI script (stdin) on Tcl 8.6 with the environment its VU threads need.
hammerdb() {
  : "${HAMMERDB_HOME:?set HAMMERDB_HOME to the HammerDB v6.0 tree}"
  cat >"$work/script.tcl"
  (export TMP="$work" TCL8_6_TM_PATH="$HAMMERDB_HOME/modules" TCLLIBPATH="$HAMMERDB_HOME/lib"
    cd "$HAMMERDB_HOME" && tclsh hammerdbcli86.tcl auto "$work/script.tcl")
}

connection() {
  cat <<EOF
dbset db pg
dbset bm TPC-H
diset connection pg_host $PGHOST
diset connection pg_port $PGPORT
diset connection pg_sslmode disable
diset tpch pg_tpch_superuser postgres
diset tpch pg_tpch_superuserpass ${PGPASSWORD:-postgres}
diset tpch pg_tpch_defaultdbase postgres
diset tpch pg_tpch_user $HDB_USER
diset tpch pg_tpch_pass $HDB_USER
diset tpch pg_tpch_dbase $HDB_DB
EOF
}

# One query's validation values, in HammerDB's placeholder order (:1, :2, ...) and as Surgebench's {name}=value.
validation() {
  case $1 in
    1) hdb=(90) surge=(date=1998-09-02) ;;
    2) hdb=(15 BRASS EUROPE) surge=(size=15 type=BRASS region=EUROPE) ;;
    3) hdb=(BUILDING 1995-03-15) surge=(segment=BUILDING date=1995-03-15) ;;
    4) hdb=(1993-07-01) surge=(date=1993-07-01 end=1993-10-01) ;;
    5) hdb=(ASIA 1994-01-01) surge=(region=ASIA date=1994-01-01 end=1995-01-01) ;;
    6) hdb=(1994-01-01 0.06 24) surge=(date=1994-01-01 end=1995-01-01 discountLow=0.05 discountHigh=0.07 quantity=24) ;;
    7) hdb=(FRANCE GERMANY) surge=(nation1=FRANCE nation2=GERMANY) ;;
    8) hdb=(BRAZIL AMERICA 'ECONOMY ANODIZED STEEL') surge=(nation=BRAZIL region=AMERICA 'type=ECONOMY ANODIZED STEEL') ;;
    9) hdb=(green) surge=(color=green) ;;
    10) hdb=(1993-10-01) surge=(date=1993-10-01 end=1994-01-01) ;;
    11) hdb=(GERMANY 0.0001000000) surge=(nation=GERMANY fraction=0.0001) ;;
    12) hdb=(MAIL SHIP 1994-01-01) surge=(mode1=MAIL mode2=SHIP date=1994-01-01 end=1995-01-01) ;;
    13) hdb=(special requests) surge=(word1=special word2=requests) ;;
    14) hdb=(1995-09-01) surge=(date=1995-09-01 end=1995-10-01) ;;
    15) hdb=(1996-01-01) surge=(date=1996-01-01 end=1996-04-01) ;;
    16) hdb=('Brand#45' 'MEDIUM POLISHED' 49 14 23 45 19 3 36 9)
      surge=('brand=Brand#45' 'type=MEDIUM POLISHED' 'sizes=49, 14, 23, 45, 19, 3, 36, 9') ;;
    17) hdb=('Brand#23' 'MED BOX') surge=('brand=Brand#23' 'container=MED BOX') ;;
    18) hdb=(300) surge=(quantity=300) ;;
    19) hdb=('Brand#12' 'Brand#23' 'Brand#34' 1 10 20)
      surge=('brand1=Brand#12' 'brand2=Brand#23' 'brand3=Brand#34' quantity1=1 quantity2=10 quantity3=20) ;;
    20) hdb=(forest 1994-01-01 CANADA) surge=(color=forest date=1994-01-01 end=1995-01-01 nation=CANADA) ;;
    21) hdb=('SAUDI ARABIA') surge=('nation=SAUDI ARABIA') ;;
    22) hdb=(13 31 23 29 30 18 17) surge=("codes='13', '31', '23', '29', '30', '18', '17'") ;;
  esac
}

# Runs a file of SQL on HDB_DB: rows unaligned, '|' between columns, into $2. Prints psql's \timing of the
# longest statement in seconds (the query; for HammerDB's Q15 not its create and drop view, as HammerDB times it).
timed_psql() {
  { echo '\timing on'; echo "\\o $2"; cat "$1"; } >"$1.run"
  psql -U postgres -d "$HDB_DB" -qAtX -v ON_ERROR_STOP=1 -c "SET statement_timeout = '${timeout}s'" \
    -f "$1.run" >"$2.time" 2>"$2.err"
  local rc=$?
  awk '/^Time:/ {if ($2 > m) m = $2} END {printf "%.2f", m / 1000}' "$2.time"
  return $rc
}

answers() {
  timeout=${1:-600}
  local n all_equal=yes
  printf '%-4s %8s %8s %8s %-9s %8s %8s\n' query hdb_rows surge_rows compared result hdb_s surge_s
  for n in $(seq 1 22); do
    validation "$n"
    tclsh "$here/tpch-hammerdb-sql.tcl" "$HAMMERDB_HOME" "$n" "${hdb[@]}" | sed 's/$/;/' >"$work/h.sql"
    cp "$queries/q$n.sql" "$work/s.sql"
    local kv
    for kv in "${surge[@]}"; do
      KEY=${kv%%=*} VALUE=${kv#*=} perl -pi -e 's/\{$ENV{KEY}\}/$ENV{VALUE}/g' "$work/s.sql"
    done
    echo ';' >>"$work/s.sql"
    local hs ss
    # SURGE_FIRST=1 runs Surgebench's form first, to alternate which one finds the warmer cache.
    [ -n "${SURGE_FIRST:-}" ] && { ss=$(timed_psql "$work/s.sql" "$work/s.out") || ss="failed"; }
    hs=$(timed_psql "$work/h.sql" "$work/h.out") || hs="failed:$(head -c 80 "$work/h.out.err")"
    [ -z "${SURGE_FIRST:-}" ] && { ss=$(timed_psql "$work/s.sql" "$work/s.out") || ss="failed:$(head -c 80 "$work/s.out.err")"; }
    local first hr sr
    hr=$(wc -l <"$work/h.out") sr=$(wc -l <"$work/s.out")
    first=$(grep -o 'FETCH FIRST [0-9]*' "$queries/q$n.sql" | awk '{print $3}')
    head -n "${first:-$hr}" "$work/h.out" >"$work/h.cut"
    local result=equal
    cmp -s "$work/h.cut" "$work/s.out" || { result=DIFFERENT; all_equal=no; }
    [ "$hr" -gt 0 ] || { result="$result(empty)"; }
    printf '%-4s %8s %8s %8s %-9s %8s %8s\n' "Q$n" "$hr" "$sr" "$(wc -l <"$work/h.cut")" "$result" "$hs" "$ss"
    [ "$result" = equal ] || diff "$work/h.cut" "$work/s.out" | head -6
  done
  echo "all equal: $all_equal"
}

case "$cmd" in
  answers) answers "${2:-}" ;;
  hammerdb-build)
    sf=${2:?scale factor} threads=${3:?threads}
    { connection; cat <<EOF
diset tpch pg_scale_fact $sf
diset tpch pg_tpch_tspace pg_default
diset tpch pg_num_tpch_threads $threads
set t0 [clock milliseconds]
buildschema
puts "BUILD WALL [expr {([clock milliseconds]-\$t0)/1000.0}] s"
exit
EOF
    } | hammerdb
    psql -U postgres -d "$HDB_DB" -Atc "SELECT 'ROWS ' || (SELECT count(*) FROM region) + (SELECT count(*) FROM nation)
      + (SELECT count(*) FROM supplier) + (SELECT count(*) FROM part) + (SELECT count(*) FROM partsupp)
      + (SELECT count(*) FROM customer) + (SELECT count(*) FROM orders) + (SELECT count(*) FROM lineitem)"
    ;;
  hammerdb-power | hammerdb-throughput)
    streams=1 vus=1
    [ "$cmd" = hammerdb-throughput ] && { streams=${2:?query streams}; vus=$((streams + 1)); }
    { connection; cat <<EOF
diset tpch pg_total_querysets 1
diset tpch pg_raise_query_error false
diset tpch pg_refresh_on ${HDB_REFRESH:-true}
diset tpch pg_update_sets $streams
diset tpch pg_trickle_refresh 0
diset tpch pg_degree_of_parallel 2
loadscript
vuset vu $vus
vucreate
set t0 [clock milliseconds]
vurun
puts "VURUN WALL [expr {([clock milliseconds]-\$t0)/1000.0}] s"
vudestroy
exit
EOF
    } | hammerdb
    ;;
  *)
    echo "usage: bench/tpch-hammerdb.sh answers [TIMEOUT_S] | hammerdb-build SF THREADS | hammerdb-power | hammerdb-throughput N" >&2
    exit 2
    ;;
esac
