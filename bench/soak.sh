#!/usr/bin/env bash
# Soak test: many users with think time through a shared pool for a long time, to show that memory stays
# flat and think time is honoured. Samples the CLI's heap every 10 s with jstat while it runs, then prints
# heap per minute and think-time accuracy (achieved TPS against users / (think + response time)).
#
# Usage: bench/soak.sh                     1,000 users, 1..2 s think, --pool 50, 10 minutes, local PostgreSQL
# Settings (environment): SOAK_URL (default jdbc:postgresql://127.0.0.1:5432/surge_soak, created if missing),
#   SOAK_USER (postgres), SOAK_USERS (1000), SOAK_POOL (50), SOAK_TIME (10m), SOAK_THINK_MIN/MAX ms (1000/2000),
#   SOAK_MIX (select-only), SOAK_SCALE (1), SOAK_RAMP (20s), SOAK_WARMUP (30s), SOAK_HEAP (1g: -Xmx of the CLI), SOAK_OUT (bench/soak-out/<time>).
# Needs: a built CLI (mvn -B -q package -DskipTests), python3, and psql to create the local database.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
url=${SOAK_URL:-jdbc:postgresql://127.0.0.1:5432/surge_soak}
user=${SOAK_USER:-postgres}
users=${SOAK_USERS:-1000}
pool=${SOAK_POOL:-50}
time=${SOAK_TIME:-10m}
think_min=${SOAK_THINK_MIN:-1000}
think_max=${SOAK_THINK_MAX:-2000}
scale=${SOAK_SCALE:-1}
heap=${SOAK_HEAP:-1g}
# select-only by default: tpcb-like at scale 1 has one branch row that every transaction updates, so with
# 50 pooled connections the run measures that row lock's queue, not the engine's think time.
mix=${SOAK_MIX:-select-only}
ramp=${SOAK_RAMP:-20s}
warmup=${SOAK_WARMUP:-30s}
out=${SOAK_OUT:-$here/bench/soak-out/$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"
java=$("$here/bin/find-java")
jstat="$(dirname "$java")/jstat"

db=${url##*/}; db=${db%%\?*}
if [[ "$url" == jdbc:postgresql://127.0.0.1* || "$url" == jdbc:postgresql://localhost* ]] && command -v psql >/dev/null; then
  if ! psql -X -q -t -A -h 127.0.0.1 -U "$user" -d postgres -c "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
    psql -X -q -h 127.0.0.1 -U "$user" -d postgres -c "CREATE DATABASE $db"
  fi
fi
# Generate once; exit 4 means the schema is there already.
set +e
"$here/bin/surge" generate tpcb --scale "$scale" --url "$url" -U "$user" > "$out/generate.log" 2>&1
rc=$?
set -e
if [ $rc -ne 0 ] && [ $rc -ne 4 ]; then
  echo "soak: generate failed ($rc), see $out/generate.log" >&2; exit 1
fi

echo "soak: $users users, mix $mix, think ${think_min}..${think_max} ms, pool $pool, $time, heap -Xmx$heap -> $out"
# Run from a copy of the jar: a rebuild during the soak must not pull classes from under the running JVM.
cp "$here/app-cli/target/surgebench-cli-all.jar" "$out/surgebench-cli-all.jar"
"$java" -Xmx"$heap" -XX:+UseG1GC -Xss512k -jar "$out/surgebench-cli-all.jar" run tpcb --mix "$mix" -u "$users" \
  --pool "$pool" --think-min "$think_min" --think-max "$think_max" --ramp-up "$ramp" --warmup "$warmup" -rt "$time" \
  --url "$url" -U "$user" -r "$out" > "$out/run.log" 2>&1 &
pid=$!
start=$(date +%s)
echo "elapsed_s S0U S1U EU OU MU YGC FGC" > "$out/heap.txt"
while kill -0 "$pid" 2>/dev/null; do
  line=$("$jstat" -gc "$pid" 2>/dev/null | tail -1) || true
  if [ -n "$line" ]; then
    # jstat -gc columns: S0C S1C S0U S1U EC EU OC OU MC MU CCSC CCSU YGC YGCT FGC FGCT ...
    echo "$(( $(date +%s) - start )) $(echo "$line" | awk '{print $3, $4, $6, $8, $10, $13, $15}')" >> "$out/heap.txt"
  fi
  sleep 10
done
set +e
wait "$pid"
rc=$?
set -e
echo "soak: run exited $rc after $(( $(date +%s) - start )) s"

python3 - "$out" "$users" "$think_min" "$think_max" <<'PY'
import glob, json, sys
out, users, tmin, tmax = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rows = [l.split() for l in open(f"{out}/heap.txt").read().splitlines()[1:]]
print("Heap per minute (MB): min of used heap over the minute (close to live data after GC), old gen at its end")
print(f"{'minute':>6} {'heap used min':>14} {'heap used max':>14} {'old gen':>8} {'young GCs':>9} {'full GCs':>8}")
by_min = {}
for r in rows:
    t = int(r[0]); s0, s1, eu, ou = (float(x) for x in r[1:5]); ygc, fgc = int(r[6]), int(r[7])
    by_min.setdefault(t // 60, []).append(((s0 + s1 + eu + ou) / 1024, ou / 1024, ygc, fgc))
for m, v in sorted(by_min.items()):
    used = [x[0] for x in v]
    print(f"{m:>6} {min(used):>14.1f} {max(used):>14.1f} {v[-1][1]:>8.1f} {v[-1][2]:>9} {v[-1][3]:>8}")
js = sorted(glob.glob(f"{out}/*.json"))
if not js:
    print("no results JSON written"); sys.exit(1)
r = json.load(open(js[-1]))
s = r["summary"]
resp_ms = s["service"]["avgMs"]
think_s = (tmin + tmax) / 2000
expected = users / (think_s + resp_ms / 1000)
print(f"Measured {s['measuredSeconds']:.0f} s ({s['stopReason']}): {s['transactions']} transactions, {s['errors']} errors")
print(f"Achieved {s['tps']:.1f} TPS; expected users/(avg think + avg response) = {users}/({think_s:.3f} + "
      f"{resp_ms/1000:.4f}) = {expected:.1f} TPS; ratio {s['tps']/expected:.3f}")
print(f"Mean cycle per user: {users / s['tps']:.3f} s = think {think_s:.3f} s + response {resp_ms/1000:.4f} s "
      f"+ {users / s['tps'] - think_s - resp_ms/1000:.4f} s unaccounted (pool wait, scheduling)")
print(f"Response time avg {resp_ms:.2f} ms, p95 {s['service']['p95Ms']:.2f} ms, p99 {s['service']['p99Ms']:.2f} ms")
PY
