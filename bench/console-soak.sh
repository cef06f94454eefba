#!/usr/bin/env bash
# Console soak (issue 52: "a browser left open for an hour does not grow the server's heap").
#
# `surge serve` runs one short rate-limited run after another (SOAK_RUN each, SOAK_RATE tx/s over SOAK_USERS users,
# so the machine stays quiet) for DURATION, while a real headless Chromium keeps the console's pages open: the
# session page following the run of the moment (/?run=ID, polling each second; its tab replaced at each run),
# the generators page (polling the live runs every 2 s), the sweeps page and the history. At each run boundary
# (and once before the first run) the server's heap is taken after a full GC (jcmd GC.run, then jstat -gc: the
# used heap is then the live data), so what the console keeps shows as a line across boundaries, not as garbage.
#
# Pass criterion (printed at the end, exit 1 when it fails): the heap after GC, median of the last 3 boundaries,
# exceeds the median of the first 3 boundaries (boundaries after run 1: the first run loads the classes, the JDBC
# driver and the catalogue) by at most SOAK_MAX_GROWTH_KB (default 1024 KB). A run the console has finished keeps its
# seconds (88 B each) and a summary line, not its result (ConsoleRun), so 13 runs of 5 minutes may keep
# 13 x 300 x 88 B = 343 KB by design; anything growing with the polls or with the runs' results would pass that.
#
# Usage:   bench/console-soak.sh DURATION [RUN_LENGTH]      e.g. bench/console-soak.sh 65m 5m
# Settings (environment): SOAK_URL (default jdbc:postgresql://127.0.0.1:5432/surge_console_soak, created if
#   missing), SOAK_USER (postgres), SOAK_USERS (2), SOAK_RATE (20 tx/s), SOAK_HEAP (256m: -Xmx of the console),
#   SOAK_PORT (18452), SOAK_MAX_GROWTH_KB (1024), SOAK_OUT (bench/soak-out/console-<time>).
# Needs: a built CLI (mvn -B -q package -DskipTests), curl, python3, /usr/bin/chromium (bin/ci-setup-chromium),
#   psql to create the local database.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
duration=${1:?usage: bench/console-soak.sh DURATION [RUN_LENGTH], e.g. 65m 5m}
run_length=${2:-5m}
url=${SOAK_URL:-jdbc:postgresql://127.0.0.1:5432/surge_console_soak}
user=${SOAK_USER:-postgres}
users=${SOAK_USERS:-2}
rate=${SOAK_RATE:-20}
heap=${SOAK_HEAP:-256m}
port=${SOAK_PORT:-18452}
max_growth_kb=${SOAK_MAX_GROWTH_KB:-1024}
out=${SOAK_OUT:-$here/bench/soak-out/console-$(date -u +%Y%m%d-%H%M%S)}
chromium=${SOAK_CHROMIUM:-/usr/bin/chromium}
mkdir -p "$out"
java=$("$here/bin/find-java")
bindir=$(dirname "$java")
seconds_of() { # 65m, 1h, 90s, 300 -> seconds
  python3 -c 'import re,sys; t=sys.argv[1]; m=re.fullmatch(r"(\d+)(h|m|s)?", t)
if not m: sys.exit("not a duration: " + t)
print(int(m.group(1)) * {"h": 3600, "m": 60, "s": 1, None: 1}[m.group(2)])' "$1"
}
total_s=$(seconds_of "$duration")
run_s=$(seconds_of "$run_length")
runs=$(( (total_s + run_s - 1) / run_s ))
[ -x "$chromium" ] || { echo "console-soak: $chromium is missing (bin/ci-setup-chromium)" >&2; exit 2; }

db=${url##*/}; db=${db%%\?*}
if [[ "$url" == jdbc:postgresql://127.0.0.1* || "$url" == jdbc:postgresql://localhost* ]] && command -v psql >/dev/null; then
  if ! psql -X -q -t -A -h 127.0.0.1 -U "$user" -d postgres -c "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
    psql -X -q -h 127.0.0.1 -U "$user" -d postgres -c "CREATE DATABASE $db"
  fi
fi
# A copy of the jar: a rebuild during the soak must not pull classes from under the running JVM.
cp "$here/app-cli/target/surgebench-cli-all.jar" "$out/surgebench-cli-all.jar"
set +e
"$java" -jar "$out/surgebench-cli-all.jar" generate tpcb --scale 1 --url "$url" -U "$user" > "$out/generate.log" 2>&1
rc=$?
set -e
if [ $rc -ne 0 ] && [ $rc -ne 4 ]; then
  echo "console-soak: generate failed ($rc), see $out/generate.log" >&2; exit 1
fi

"$java" -Xmx"$heap" -XX:+UseG1GC -jar "$out/surgebench-cli-all.jar" serve --port "$port" -r "$out/results" \
  > "$out/serve.log" 2>&1 &
pid=$!
devtools=$((port + 1))
"$chromium" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --user-data-dir="$out/chromium" \
  --remote-debugging-address=127.0.0.1 --remote-debugging-port="$devtools" about:blank > "$out/chromium.log" 2>&1 &
browser=$!
trap 'kill "$browser" "$pid" 2>/dev/null || true' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  curl -sf "$base/" > /dev/null && curl -sf "http://127.0.0.1:$devtools/json/version" > /dev/null && break
  sleep 1
done
# The browser's tabs, through its DevTools HTTP endpoint: open one on a page, close one by its id.
tab_open() { curl -sf -X PUT "http://127.0.0.1:$devtools/json/new?$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
tab_close() { curl -sf "http://127.0.0.1:$devtools/json/close/$1" > /dev/null || true; }
for page in live sweeps history; do tab_open "$base/$page" > /dev/null; done

start=$(date +%s)
echo "boundary run elapsed_s heap_after_gc_kb old_kb metaspace_kb tabs browser_connections" > "$out/heap.txt"
sample() { # boundary label, run number
  "$bindir/jcmd" "$pid" GC.run > /dev/null
  local line tabs conns
  line=$("$bindir/jstat" -gc "$pid" | tail -1)
  tabs=$(curl -sf "http://127.0.0.1:$devtools/json/list" | python3 -c 'import json,sys; print(sum(1 for t in json.load(sys.stdin) if t["type"] == "page"))')
  # The browser's connections to the console at this moment (its pages' polls keep them open).
  conns=$(ss -tnH state established "( dport = :$port )" | wc -l)
  # jstat -gc columns: S0C S1C S0U S1U EC EU OC OU MC MU ...
  echo "$1 $2 $(( $(date +%s) - start )) $(echo "$line" | awk '{printf "%.0f %.0f %.0f", $3 + $4 + $6 + $8, $8, $10}') $tabs $conns" \
    >> "$out/heap.txt"
}
echo "console-soak: $runs runs of $run_length at $rate tx/s over $users users, console -Xmx$heap, browser tabs on" \
  "the session (following each run), generators, sweeps and history pages -> $out"
sample before 0
tab=""
for n in $(seq 1 "$runs"); do
  body=$(printf '{"workload":"tpcb","url":"%s","user":"%s","users":%s,"run-time":"%s","rate":%s,"comment":"console soak %s"}' \
    "$url" "$user" "$users" "$run_length" "$rate" "$n")
  run=$(curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$base/api/runs" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  [ -n "$tab" ] && tab_close "$tab"
  tab=$(tab_open "$base/?run=$run")
  while ! curl -sf "$base/api/runs/$run?after=999999999" | grep -q '"finished" *: *true'; do sleep 5; done
  curl -sf "$base/api/runs/$run?after=999999999" | python3 -c '
import json, sys
s = json.load(sys.stdin)
m = s.get("summary")
print("run %s: %s" % (s["id"], s["failure"] if "failure" in s
      else "%d transactions, %.1f TPS, %s" % (m["transactions"], m["tps"], m["stopReason"])))'
  sample after "$n"
  # What the heap holds, by class, after the first run and after the last: where growth would be.
  if [ "$n" -eq 1 ] || [ "$n" -eq "$runs" ]; then
    "$bindir/jcmd" "$pid" GC.class_histogram | head -45 > "$out/histogram-run$n.txt"
  fi
done
python3 - "$out/heap.txt" "$max_growth_kb" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]).read().splitlines()[1:]]
limit = int(sys.argv[2])
print(f"{'boundary':>9} {'minute':>7} {'heap after GC (KB)':>19} {'old gen (KB)':>13} {'metaspace (KB)':>15} "
      f"{'tabs':>5} {'browser conns':>13}")
for r in rows:
    label = "start" if r[0] == "before" else f"run {r[1]}"
    print(f"{label:>9} {int(r[2]) / 60:>7.1f} {int(r[3]):>19,} {int(r[4]):>13,} {int(r[5]):>15,} {r[6]:>5} {r[7]:>13}")
after = [int(r[3]) for r in rows if r[0] == "after"]
if len(after) < 6:
    print(f"console-soak: {len(after)} boundaries; the criterion needs 6 or more (a longer DURATION)")
    sys.exit(1)
first, last = statistics.median(after[:3]), statistics.median(after[-3:])
n = len(after)
xs = range(n)
mx, my = (n - 1) / 2, sum(after) / n
slope = sum((x - mx) * (y - my) for x, y in zip(xs, after)) / sum((x - mx) ** 2 for x in xs)
print(f"heap after GC at the run boundaries: median of the first 3 {first:,.0f} KB, of the last 3 {last:,.0f} KB, "
      f"growth {last - first:+,.0f} KB (limit {limit:,} KB); least-squares slope {slope:+,.1f} KB per run")
ok = last - first <= limit
print("console-soak: " + ("PASS" if ok else "FAIL") + f": growth {last - first:+,.0f} KB "
      + ("<=" if ok else ">") + f" {limit:,} KB across {n} run boundaries")
sys.exit(0 if ok else 1)
PY
