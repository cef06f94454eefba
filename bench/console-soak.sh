#!/usr/bin/env bash
# Console soak: `surge serve` runs a long run while a poller asks for it every second exactly as the session page
# does (GET /api/runs/ID?after=SEEN, plus the page itself every minute), i.e. a browser left open on a live run.
# Every SOAK_SAMPLE seconds the server's heap is taken after a full GC (jcmd GC.run, then jstat -gc: the used
# heap is then the live data), so growth shows as a rising line, not as the garbage between collections.
#
# Usage: bench/console-soak.sh
# Settings (environment): SOAK_URL (default jdbc:postgresql://127.0.0.1:5432/surge_console_soak, created if
#   missing), SOAK_USER (postgres), SOAK_USERS (4), SOAK_THINK_MIN/MAX ms (20/40), SOAK_TIME (60m), SOAK_SAMPLE
#   seconds (60), SOAK_HEAP (256m: -Xmx of the console), SOAK_PORT (18452), SOAK_OUT (bench/soak-out/console-<time>).
# Needs: a built CLI (mvn -B -q package -DskipTests), curl, python3, and psql to create the local database.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
url=${SOAK_URL:-jdbc:postgresql://127.0.0.1:5432/surge_console_soak}
user=${SOAK_USER:-postgres}
users=${SOAK_USERS:-4}
think_min=${SOAK_THINK_MIN:-20}
think_max=${SOAK_THINK_MAX:-40}
time=${SOAK_TIME:-60m}
sample=${SOAK_SAMPLE:-60}
heap=${SOAK_HEAP:-256m}
port=${SOAK_PORT:-18452}
out=${SOAK_OUT:-$here/bench/soak-out/console-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"
java=$("$here/bin/find-java")
bindir=$(dirname "$java")

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
trap 'kill "$pid" 2>/dev/null || true' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  curl -sf "$base/" > /dev/null && break
  sleep 1
done
body=$(printf '{"workload":"tpcb","url":"%s","user":"%s","users":%s,"run-time":"%s","think-min":"%sms","think-max":"%sms","comment":"console soak"}' \
  "$url" "$user" "$users" "$time" "$think_min" "$think_max")
run=$(curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$base/api/runs" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
echo "console-soak: run $run, $users users, think ${think_min}..${think_max} ms, $time, console -Xmx$heap, sample every ${sample}s -> $out"

# The poller: what session.js does each second, and the page itself every minute.
(
  seen=0; n=0
  while :; do
    s=$(curl -sf "$base/api/runs/$run?after=$seen") || break
    seen=$(printf '%s' "$s" | python3 -c 'import json,sys; print(json.load(sys.stdin)["secondsSeen"])')
    printf '%s' "$s" | grep -q '"finished" *: *true' && break
    n=$((n + 1)); [ $((n % 60)) -eq 0 ] && curl -sf "$base/" > /dev/null
    sleep 1
  done
) > "$out/poller.log" 2>&1 &
poller=$!

start=$(date +%s)
echo "elapsed_s heap_after_gc_kb old_kb metaspace_kb seconds_seen" > "$out/heap.txt"
while kill -0 "$poller" 2>/dev/null; do
  sleep "$sample"
  "$bindir/jcmd" "$pid" GC.run > /dev/null 2>&1 || break
  line=$("$bindir/jstat" -gc "$pid" 2>/dev/null | tail -1) || break
  seen=$(curl -sf "$base/api/runs/$run?after=999999999" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["secondsSeen"])' || echo -)
  # jstat -gc columns: S0C S1C S0U S1U EC EU OC OU MC MU ...
  echo "$(( $(date +%s) - start )) $(echo "$line" | awk '{printf "%.0f %.0f %.0f", $3 + $4 + $6 + $8, $8, $10}') $seen" \
    >> "$out/heap.txt"
done
wait "$poller" || true
curl -sf "$base/api/runs/$run" | python3 -c '
import json, sys
s = json.load(sys.stdin)["summary"]
print("run: %d transactions, %.1f TPS, stop reason %s" % (s["transactions"], s["tps"], s["stopReason"]))' || true
python3 - "$out/heap.txt" <<'PY'
import sys
rows = [l.split() for l in open(sys.argv[1]).read().splitlines()[1:]]
print(f"{'minute':>6} {'heap after GC (MB)':>19} {'old gen (MB)':>13} {'metaspace (MB)':>15} {'seconds kept':>13}")
for r in rows:
    print(f"{int(r[0]) / 60:>6.1f} {int(r[1]) / 1024:>19.1f} {int(r[2]) / 1024:>13.1f} {int(r[3]) / 1024:>15.1f} {r[4]:>13}")
if len(rows) >= 4:
    q = len(rows) // 4
    first = sum(int(r[1]) for r in rows[:q]) / q / 1024
    last = sum(int(r[1]) for r in rows[-q:]) / q / 1024
    print(f"heap after GC, mean of the first quarter {first:.1f} MB, of the last quarter {last:.1f} MB")
PY
