#!/usr/bin/env bash
# `surge run` through the web console, for bench/ab-run.sh (--a-surge bench/console-run.sh): starts `surge serve`,
# starts the run through its API and polls it every second as the session page does (GET /api/runs/ID?after=N),
# prints "TPS x" from the result's summary, then stops the console. The console's JVM is a child of this script:
# ab-run.sh counts the CPU of the whole process tree.
#
#   bench/console-run.sh run WORKLOAD -u N --warmup 5s -rt 25s --url URL -U USER [-r DIR] [--quiet]
# Settings (environment): SURGE (default bin/surge: the console starts as `surge serve`, with its flags and
#   SURGE_JAVA_OPTS, as a run started by `surge run` does).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ "${1:-}" = run ] || { echo "usage: $0 run WORKLOAD -u N --warmup T -rt T --url URL -U USER" >&2; exit 2; }
workload=$2; shift 2
users=1; warmup=0s; runtime=1m; url=""; user=""; results=${TMPDIR:-/tmp}/console-run-results
while [ $# -gt 0 ]; do
  case "$1" in
    -u) users=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    -rt) runtime=$2; shift ;;
    --url) url=$2; shift ;;
    -U) user=$2; shift ;;
    -r) results=$2; shift ;;
    --quiet) ;;
    *) echo "console-run: $1 is not supported" >&2; exit 2 ;;
  esac
  shift
done
surge=${SURGE:-$here/bin/surge}
port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"
log=$(mktemp /tmp/console-run.XXXXXX)
"$surge" serve --port "$port" -r "$results" > "$log" 2>&1 &
console=$!
trap 'kill "$console" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 300); do
  curl -sf "$base/" > /dev/null && break
  kill -0 "$console" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.2
done
body=$(printf '{"workload":"%s","url":"%s","user":"%s","users":%s,"warm-up":"%s","run-time":"%s"}' \
  "$workload" "$url" "$user" "$users" "$warmup" "$runtime")
id=$(curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$base/api/runs" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
curl -sf "$base/" > /dev/null
seen=0
while :; do
  status=$(curl -sf "$base/api/runs/$id?after=$seen")
  if printf '%s' "$status" | grep -q '"finished" *: *true'; then break; fi
  seen=$(printf '%s' "$status" | grep -o '"secondsSeen" *: *[0-9]*' | grep -o '[0-9]*$')
  sleep 1
done
printf '%s' "$status" | python3 -c '
import json, sys
s = json.load(sys.stdin)
if "failure" in s:
    print(s["failure"], file=sys.stderr); sys.exit(1)
print("TPS %.1f" % s["summary"]["tps"])'
# TERM, not INT: a job a non-interactive shell starts in the background ignores SIGINT, and the JVM keeps it
# ignored (the console would never stop). The console stops the same way on either (its shutdown hook).
kill -TERM "$console"
wait "$console" || true
