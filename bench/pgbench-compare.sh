#!/usr/bin/env bash
# Calibrates Surgebench against pgbench on the same PostgreSQL server (issue 8). Alternates the two tools
# on the same work and prints the ratios against the targets:
#   load   surge generate tpcb --scale 50        vs pgbench -i -s 50            wall time      <= 1.10x
#          (after untimed loads of scale 1 by each: the first starts after a build make the JVM's start-up cache)
#   run    surge run tpcb -u C (TPC-B-like)      vs pgbench -c C -M prepared    TPS            >= 0.95x
#   cpu    client CPU (utime+stime from /proc/<pid>/stat) per transaction     steady state   <= 1.25x
#   heap   live heap of the surge JVM after 10 minutes vs after 1 minute     (--long only)  <= 1.10x
#   soe    surge generate soe --scale 1 rows/s (and MB/s beside pgbench -i)                  >= 740k rows/s
# Beside the verdicts, not in them: the JIT compilers' share of surge's CPU in the window, pgbench's own TPS spread
# over the repetitions, and the CPU time the hypervisor gave to other guests (steal) while the runs went on.
# Each tool works in its own fresh database, created and dropped here; the shared databases are never
# touched. Needs bin/surge built (mvn -B -q package -DskipTests), pgbench and psql on the PATH, and a
# PostgreSQL at 127.0.0.1:5432 with trust auth for the superuser postgres (override with PGHOST/PGPORT/PGUSER).
# SURGE_RUN_OPTS adds options to every `surge run` (e.g. "--user-threads platform").
# The default run takes about 25 minutes; --long adds a 10-minute run for the heap target.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
surge="$here/../bin/surge"
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
export PGHOST PGPORT PGUSER

scale=50
clients="1 4 16 64"
seconds=30
# Seconds each run goes before its CPU window opens (surge's --warmup; pgbench runs as much longer). The JVM's JIT
# compiles the hot path in a run's first seconds, with one C2 thread that shares 2 vCPUs with the backends: on a
# slow host its wave still ran 22 s after the start at 64 users, so a window from 8 s measured the warm-up, not the
# steady state (docs/benchmarks.md#the-compare-window-opens-20-s-after-the-start). Until 2026-11-27 the default was 5.
warmup=20
load_reps=2
run_reps=1
long=0
soe=1
heap=1
only=""

usage() {
  cat <<EOF
Usage: bench/pgbench-compare.sh [options]
  --long             also run 10 minutes for the heap target (adds ~11 minutes)
  --scale S          tpcb scale for the load and the runs (default $scale)
  --clients "1 4"    client counts (default "$clients")
  --seconds N        measured seconds per run (default $seconds)
  --warmup N         seconds before the measured window, for both tools (default $warmup)
  --load-reps N      load repetitions, alternating which tool goes first (default $load_reps)
  --run-reps N       run repetitions per client count, alternating order (default $run_reps)
  --no-soe           skip the Order Entry generation
  --no-heap          skip the heap measurement
  --only load|run|soe  only that part (plus what it needs)
EOF
}

while [ $# -gt 0 ]; do
  case "$1" in
    --long) long=1 ;;
    --scale) scale=$2; shift ;;
    --clients) clients=$2; shift ;;
    --seconds) seconds=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --load-reps) load_reps=$2; shift ;;
    --run-reps) run_reps=$2; shift ;;
    --no-soe) soe=0 ;;
    --no-heap) heap=0 ;;
    --only) only=$2; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option $1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

case $warmup in
  '' | *[!0-9]*) echo "--warmup must be a whole number of seconds, not '$warmup'" >&2; exit 2 ;;
esac
for tool in pgbench psql; do
  command -v "$tool" >/dev/null || { echo "$tool is not on the PATH" >&2; exit 2; }
done
[ -f "$here/../app-cli/target/surgebench-cli-all.jar" ] || {
  echo "build first: mvn -B -q package -DskipTests" >&2; exit 2; }
java=$("$here/../bin/find-java") || exit 2
jcmd="$(dirname "$java")/jcmd"
psql -qAt -d postgres -c "select 1" >/dev/null || { echo "cannot connect to PostgreSQL at $PGHOST:$PGPORT" >&2; exit 2; }

tag="$$"
db_surge="surgebench_cmp_surge_$tag"
db_pgb="surgebench_cmp_pgbench_$tag"
db_soe="surgebench_cmp_soe_$tag"
work=$(mktemp -d /tmp/pgbench-compare.XXXXXX)
cores=$(nproc)
tck=$(getconf CLK_TCK)
started=$(date +%s)

cleanup() {
  for d in "$db_surge" "$db_pgb" "$db_soe"; do
    psql -qAt -d postgres -c "DROP DATABASE IF EXISTS $d WITH (FORCE)" >/dev/null 2>&1
  done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

url() { echo "jdbc:postgresql://$PGHOST:$PGPORT/$1"; }
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.${2:-3}f\", $1 }"; }
# utime + stime in seconds from a stat file (fields 14 and 15 of /proc/<pid>/stat, after the command name).
stat_cpu() { awk -v t="$tck" '{ sub(/^.*\) /, ""); print ($12 + $13) / t }' "$1" 2>/dev/null; }
cpu_of() { stat_cpu "/proc/$1/stat"; }
# The same, summed over the JVM's JIT compiler threads ("C1 CompilerThre", "C2 CompilerThre"): on a slow host their
# wave of work after the start reaches into the window (docs/benchmarks.md#the-compare-window-opens-20-s-after-the-start);
# shown beside the client's CPU, not taken from it.
jit_cpu_of() {
  local t name s sum=0
  for t in /proc/"$1"/task/*; do
    { read -r name <"$t/comm"; } 2>/dev/null || continue # a thread may end between the glob and the read
    case "$name" in C[12]\ Compiler*) s=$(stat_cpu "$t/stat") && [ -n "$s" ] && sum=$(calc "$sum + $s" 2) ;; esac
  done
  echo "$sum"
}
# Ticks the hypervisor gave to other guests (the 8th number on /proc/stat's cpu line) and all ticks so far.
steal_ticks() { awk '/^cpu /{ print $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
history_rows() { psql -qAt -d "$1" -c "SELECT count(*) FROM pgbench_history"; }
db_bytes() { psql -qAt -d "$1" -c "SELECT pg_database_size(current_database())"; }
best() { tr ' ' '\n' | grep -v '^$' | sort -g | head -1; }

create_db() {
  psql -qAt -d postgres -c "DROP DATABASE IF EXISTS $1 WITH (FORCE)" >/dev/null &&
    psql -qAt -d postgres -c "CREATE DATABASE $1" >/dev/null
}

echo "pgbench calibration: $(date -u +%Y-%m-%dT%H:%M:%SZ), $cores vCPU, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "server: $(psql -qAt -d postgres -c 'SHOW server_version'), surge java: $("$java" -version 2>&1 | head -1)"
create_db "$db_surge" && create_db "$db_pgb" || exit 2
base_bytes=$(db_bytes "$db_pgb")

# ---- 1. load ----------------------------------------------------------------------------------------
load_surge() {
  local t0 t1
  t0=$(now)
  "$surge" generate tpcb --scale "$scale" --force --url "$(url "$db_surge")" -U "$PGUSER" \
      >"$work/gen-surge.out" 2>&1 || { log "surge generate failed:"; tail -5 "$work/gen-surge.out" >&2; return 1; }
  t1=$(now)
  calc "$t1 - $t0"
}
load_pgbench() {
  local t0 t1
  t0=$(now)
  pgbench -i -s "$scale" "$db_pgb" >"$work/gen-pgb.out" 2>&1 || {
    log "pgbench -i failed:"; tail -5 "$work/gen-pgb.out" >&2; return 1; }
  t1=$(now)
  calc "$t1 - $t0"
}

surge_load_times=""
pgb_load_times=""
[ "$only" = soe ] && load_reps=0
if [ "$load_reps" -gt 0 ]; then
  # Untimed: small loads by each tool first. bin/surge makes its start-up cache at the first starts of a command
  # after a build (JDK 25+: recorded by the first, assembled at the second start, ~1 s once; JDK 21-24: written
  # at the first exit), as any user's first runs do; and both tools then start from a warm server.
  for prime in 1 2; do
    "$surge" generate tpcb --scale 1 --force --url "$(url "$db_surge")" -U "$PGUSER" >"$work/prime-surge.out" 2>&1 &&
      pgbench -i -s 1 "$db_pgb" >"$work/prime-pgb.out" 2>&1 || { log "the untimed first load failed"; exit 1; }
  done
  log "untimed first load (scale 1) by each tool done"
fi
for ((r = 1; r <= load_reps; r++)); do
  if ((r % 2 == 1)); then order="pgbench surge"; else order="surge pgbench"; fi
  for tool in $order; do
    # Each timed load starts from the same server state, whichever load came before it: the previous load's
    # ~0.7 GB of WAL and dirty pages otherwise made the server checkpoint during the next one, and by turns
    # slowed one tool's repetition or the other's by up to 1.5 s (docs/benchmarks.md#a-checkpoint-before-each-timed-load).
    psql -qAt -d postgres -c "CHECKPOINT" >/dev/null
    if [ "$tool" = surge ]; then
      s=$(load_surge) || exit 1
      surge_load_times="$surge_load_times $s"
      log "load rep $r: surge generate tpcb --scale $scale ${s}s ($(grep -h '^Phases' "$work/gen-surge.out"))"
    else
      s=$(load_pgbench) || exit 1
      pgb_load_times="$pgb_load_times $s"
      log "load rep $r: pgbench -i -s $scale ${s}s ($(grep -h '^done in' "$work/gen-pgb.out"))"
    fi
  done
done
if [ "$load_reps" -gt 0 ]; then
  surge_load=$(echo "$surge_load_times" | best)
  pgb_load=$(echo "$pgb_load_times" | best)
  pgb_bytes=$(( $(db_bytes "$db_pgb") - base_bytes ))
  pgb_mbs=$(calc "$pgb_bytes / 1e6 / $pgb_load" 1)
  load_ratio=$(calc "$surge_load / $pgb_load")
  pgb_line="pgbench -i: $(calc "$pgb_bytes / 1e6" 0) MB in ${pgb_load}s = $pgb_mbs MB/s"
else
  pgb_line="pgbench -i not run (--only soe)"
fi

# ---- 2 + 3. runs with client CPU per transaction ----------------------------------------------------
# Both tools run warmup + measured seconds. Their own TPS figures are compared (surge: measured window
# after its warm-up; pgbench: whole run without connection time). CPU per transaction is taken over the
# same steady-state window for both: /proc/<pid>/stat and pgbench_history rows (one per TPC-B transaction,
# counted by the server) sampled at its start and end.
declare -A tps_s tps_p cpu_s cpu_p jit_at # jit_at[clients:cpu]: the JIT share of that repetition
run_tool() { # tool clients -> prints "tps cpu_per_tx_us window_tps jit_cpu_per_tx_us"
  local tool=$1 c=$2 db pid out c0 c1 h0 h1 t0 t1 j0 j1 jobs tps window
  window=$((seconds - 4))
  out="$work/run-$tool-$c.out"
  [ "$tool" = surge ] && db=$db_surge || db=$db_pgb
  # The same start for both: what pgbench does before a run unless -n (autovacuum may be off).
  psql -qAt -d "$db" -c "VACUUM pgbench_branches" -c "VACUUM pgbench_tellers" -c "TRUNCATE pgbench_history" \
    >/dev/null || return 1
  if [ "$tool" = surge ]; then
    "$surge" run tpcb -u "$c" --warmup "${warmup}s" -rt "${seconds}s" --url "$(url "$db")" -U "$PGUSER" \
        -r "$work/results" --quiet ${SURGE_RUN_OPTS:-} >"$out" 2>&1 &
    pid=$!
    sleep $((warmup + 3))   # JVM start, log-on, warm-up
  else
    jobs=$((c < cores ? c : cores))
    pgbench -n -c "$c" -j "$jobs" -T $((seconds + warmup)) -M prepared "$db" >"$out" 2>&1 &
    pid=$!
    sleep $((warmup + 2))
  fi
  c0=$(cpu_of $pid); j0=$(jit_cpu_of $pid); h0=$(history_rows "$db"); t0=$(now)
  sleep "$window"
  c1=$(cpu_of $pid); j1=$(jit_cpu_of $pid); h1=$(history_rows "$db"); t1=$(now)
  wait $pid || { log "$tool with $c clients failed:"; tail -5 "$out" >&2; return 1; }
  if [ "$tool" = surge ]; then
    tps=$(awk '/^TPS /{gsub(",", "", $2); print $2}' "$out")
  else
    tps=$(awk '/^tps = /{print $3}' "$out")
  fi
  if [ -z "$tps" ] || [ -z "$c0" ] || [ -z "$c1" ] || [ "$h1" -le "$h0" ]; then
    log "$tool with $c clients: could not read its figures"; tail -5 "$out" >&2; return 1
  fi
  echo "$tps $(calc "($c1 - $c0) * 1e6 / ($h1 - $h0)" 1) $(calc "($h1 - $h0) / ($t1 - $t0)" 1)" \
    "$(calc "($j1 - $j0) * 1e6 / ($h1 - $h0)" 1)"
}

if [ "$only" = "" ] || [ "$only" = run ]; then
  # Untimed: a short run, so that the measured ones start from bin/surge's class-data archive (written at the
  # first exit of `run` after a build) as a user's do.
  "$surge" run tpcb -u 1 -rt 2s --url "$(url "$db_surge")" -U "$PGUSER" -r "$work/results" --quiet \
      >"$work/prime-run.out" 2>&1 || { log "the untimed first run failed:"; tail -5 "$work/prime-run.out" >&2; exit 1; }
  read -r steal0 all0 < <(steal_ticks)
  for c in $clients; do
    for ((r = 1; r <= run_reps; r++)); do
      if (((r + c) % 2 == 1)); then order="pgbench surge"; else order="surge pgbench"; fi
      for tool in $order; do
        res=$(run_tool "$tool" "$c") || exit 1
        set -- $res
        if [ "$tool" = surge ]; then
          log "run $c clients rep $r: $tool TPS $1, client CPU ${2} us/tx, of which JIT compilers $4 (window: $3 tx/s)"
          tps_s[$c]="${tps_s[$c]:-} $1"; cpu_s[$c]="${cpu_s[$c]:-} $2"; jit_at[$c:$2]=$4
        else
          log "run $c clients rep $r: $tool TPS $1, client CPU ${2} us/tx (window: $3 tx/s)"
          tps_p[$c]="${tps_p[$c]:-} $1"; cpu_p[$c]="${cpu_p[$c]:-} $2"
        fi
      done
    done
  done
  read -r steal1 all1 < <(steal_ticks)
fi

# ---- 4. heap ----------------------------------------------------------------------------------------
live_heap_mb() { # live objects after a full GC (GC.class_histogram forces one)
  "$jcmd" "$1" GC.class_histogram 2>/dev/null | awk '/^Total/{printf "%.1f", $3 / 1048576}'
}
heap1=""
heap10=""
if [ "$only" = "" ] && [ "$heap" = 1 ]; then
  total=70
  [ "$long" = 1 ] && total=610
  log "heap: surge run tpcb -u 16 for ${total}s, live heap after 1 minute$([ "$long" = 1 ] && echo ' and 10 minutes')"
  "$surge" run tpcb -u 16 -rt "${total}s" --url "$(url "$db_surge")" -U "$PGUSER" -r "$work/results" --quiet \
      >"$work/heap.out" 2>&1 &
  pid=$!
  sleep 61
  heap1=$(live_heap_mb $pid)
  if [ "$long" = 1 ]; then
    sleep 540
    heap10=$(live_heap_mb $pid)
  fi
  wait $pid || { log "the heap run failed:"; tail -5 "$work/heap.out" >&2; }
  log "heap: after 1 min ${heap1:-?} MB, after 10 min ${heap10:-not measured (use --long)} MB"
fi

# ---- 5. Order Entry generation ----------------------------------------------------------------------
soe_line=""
if { [ "$only" = "" ] || [ "$only" = soe ]; } && [ "$soe" = 1 ]; then
  if "$surge" list 2>/dev/null | grep -q '^soe:'; then
    create_db "$db_soe"
    t0=$(now)
    if "$surge" generate soe --scale 1 --url "$(url "$db_soe")" -U "$PGUSER" >"$work/gen-soe.out" 2>&1; then
      t1=$(now)
      soe_wall=$(calc "$t1 - $t0" 1)
      soe_rows=$(awk '/^Loaded /{gsub(",", "", $2); print $2}' "$work/gen-soe.out")
      # "Loaded 13,021,450 rows in 10.2 s: 1.28 M rows/s, ..." (or "589 k rows/s", or a plain number)
      soe_load_rps=$(awk '/^Loaded /{for (i = 2; i < NF; i++) if ($(i + 1) ~ /^rows\/s/) {
          n = $i; m = 1
          if (n == "k") { m = 1e3; n = $(i - 1) } else if (n == "M") { m = 1e6; n = $(i - 1) }
          gsub(",", "", n); printf "%.0f\n", n * m }}' "$work/gen-soe.out")
      soe_bytes=$(( $(db_bytes "$db_soe") - base_bytes ))
      soe_line="$soe_rows rows, load phase $soe_load_rps rows/s, end to end $(calc "$soe_rows / $soe_wall" 0) rows/s and $(calc "$soe_bytes / 1e6 / $soe_wall" 1) MB/s in ${soe_wall}s"
      log "soe: $soe_line ($(grep -h '^Phases' "$work/gen-soe.out"))"
    else
      log "surge generate soe failed:"; tail -5 "$work/gen-soe.out" >&2
    fi
    psql -qAt -d postgres -c "DROP DATABASE IF EXISTS $db_soe WITH (FORCE)" >/dev/null
  else
    log "soe: the Order Entry workload is not in this build yet; skipped"
  fi
fi

# ---- table ------------------------------------------------------------------------------------------
verdict() { awk "BEGIN { print ($1) ? \"PASS\" : \"FAIL\" }"; }
echo
echo "pgbench calibration results ($(date -u +%Y-%m-%dT%H:%M:%SZ), $cores vCPU, load average now $(cut -d' ' -f1-3 /proc/loadavg), $(( $(date +%s) - started ))s)"
printf '%-34s %14s %14s %9s %10s %s\n' "measure" "surgebench" "pgbench" "ratio" "target" "verdict"
if [ "$load_reps" -gt 0 ]; then
  printf '%-34s %14s %14s %9s %10s %s\n' "load scale $scale wall s (best of $load_reps)" "$surge_load" "$pgb_load" \
    "$load_ratio" "<= 1.10" "$(verdict "$load_ratio <= 1.10")"
fi
if [ "$only" = "" ] || [ "$only" = run ]; then
  for c in $clients; do
    s=$(echo "${tps_s[$c]}" | tr ' ' '\n' | sort -g | tail -1)
    p=$(echo "${tps_p[$c]}" | tr ' ' '\n' | sort -g | tail -1)
    ratio=$(calc "$s / $p")
    printf '%-34s %14s %14s %9s %10s %s\n' "TPS $c clients (best of $run_reps)" "$s" "$p" "$ratio" ">= 0.95" \
      "$(verdict "$ratio >= 0.95")"
  done
  for c in $clients; do
    s=$(echo "${cpu_s[$c]}" | best)
    p=$(echo "${cpu_p[$c]}" | best)
    ratio=$(calc "$s / $p")   # three decimals: the verdict must not round 1.253 down to 1.25
    printf '%-34s %14s %14s %9s %10s %s\n' "client CPU us/tx $c clients" "$s" "$p" "$ratio" "<= 1.25" \
      "$(verdict "$ratio <= 1.25")"
  done
  # Not verdicts: how far the measure can be trusted. The JIT compilers' share of the surge figure above (the same
  # repetition's); pgbench's own TPS from its worst to its best repetition (a quiet host repeats itself); the
  # share of the CPU time the hypervisor gave to other guests while the runs went on.
  for c in $clients; do
    s=$(echo "${cpu_s[$c]}" | best)
    j=${jit_at[$c:$s]}
    lo=$(echo "${tps_p[$c]}" | best)
    hi=$(echo "${tps_p[$c]}" | tr ' ' '\n' | sort -g | tail -1)
    echo "  $c clients: JIT compilers $j us/tx of surge's $s us/tx; pgbench's TPS spread over $run_reps reps $(calc "($hi / $lo - 1) * 100" 1) %"
  done
  echo "  CPU time taken by other guests (steal) during the runs: $(calc "($steal1 - $steal0) * 100 / ($all1 - $all0)" 1) %"
fi
if [ -n "$heap1" ] && [ -n "$heap10" ]; then
  ratio=$(calc "$heap10 / $heap1")
  printf '%-34s %14s %14s %9s %10s %s\n' "surge live heap MB 10 min / 1 min" "$heap10" "$heap1" "$ratio" "<= 1.10" \
    "$(verdict "$ratio <= 1.10")"
elif [ -n "$heap1" ]; then
  printf '%-34s %14s %14s %9s %10s %s\n' "surge live heap MB after 1 min" "$heap1" "-" "-" "<= 1.10" "SKIP (--long)"
fi
if [ -n "$soe_line" ]; then
  printf '%-34s %14s %14s %9s %10s %s\n' "soe scale 1 load rows/s" "$soe_load_rps" "-" "-" ">= 740000" \
    "$(verdict "$soe_load_rps >= 740000")"
  echo "  soe: $soe_line; $pgb_line"
else
  echo "  soe: not measured; $pgb_line"
fi
echo "(MB/s = database size after the load / wall time; all runs: $(echo $surge_load_times) surge, $(echo $pgb_load_times) pgbench load s)"
