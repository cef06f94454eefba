#!/usr/bin/env bash
# The io workload on a private PostgreSQL cluster whose OS page cache is capped by a memory cgroup (v1), so that
# the blocks PostgreSQL reads from outside shared buffers come from the disk, not from the page cache: then the
# server's own counters (pg_stat_database blks_read) and the host's /proc/diskstats can be compared.
#
#   bench/io-cold-cache.sh [SIZE] [SECONDS] [USERS]      e.g. bench/io-cold-cache.sh 512M 60 4
#
# Generates USERS schemas of SIZE each, every one with a scan table of SIZE (SLOB's layout with
# THREADS_PER_SCHEMA=1: every session reads its own schema, so no two sessions scan the same table and the
# kernel's read-ahead for one never serves another). Runs read-only (update-pct 0), 80/20 (update-pct 20) and
# scan (scan-pct 100) for SECONDS each and prints, per run, PostgreSQL's blocks read beside the host's disk
# reads, as requests and as bytes: random reads are one 8 KB block per request on both sides; a scan's blocks
# reach the disk merged into large read-ahead requests, so only the bytes compare. Each run has a warm-up
# (IO_BENCH_WARMUP, 5s) and should measure a minute: the counters of both sides are compared over one window, and
# its edges (a scan in progress, a second of blocks a backend has not yet published) matter less the longer it is.
# SIZE times USERS should be several times IO_BENCH_MEMORY: what the cgroup's page cache holds, the disk never sees.
# IO_BENCH_SWEEPS=1 then sweeps the seeds' tables (docs/seeds.md): 80/20 and read-only (work-unit 32) over 1, 2,
# 4, 8 users, scans over 1, 2, 4. IO_BENCH_MULTIBLOCK=1 then runs seed 001's multiblock sweep (1 user).
#
# Needs root (to make the cgroup; PostgreSQL itself runs as the postgres OS user), initdb/pg_ctl on PATH or
# under pg_config --bindir, and a built worktree (mvn -B -q package -DskipTests). Leaves nothing behind: the
# cluster, its folder and the cgroup are removed at the end, also on Ctrl-C.
# The host's disk counters are the whole device's: other work on the same disk counts too.
set -euo pipefail
SIZE=${1:-256M}
SECONDS_PER_RUN=${2:-30}
USERS=${3:-4}
# A warm-up before each measured window: PostgreSQL's backends publish their blocks read at the end of a
# transaction, at most once a second, while the disk counts each read when it happens. Started cold, the window
# would hold a tail of disk reads whose blocks PostgreSQL publishes only after it (a scan in progress at the end
# is up to a whole table); started warm, the same tail at the start balances it.
WARMUP=${IO_BENCH_WARMUP:-5s}
MEMORY=${IO_BENCH_MEMORY:-256M}      # cgroup limit: 64 MB shared buffers, the backends and a little page cache
# Scans get more: each scanning session has the kernel's read-ahead window (read_ahead_kb of the device, up to
# twice that while an asynchronous read-ahead is in flight) in the page cache ahead of it. In 256 MB, four such
# windows were evicted before the scans reached them and read again: the disk read 3-22 % more than PostgreSQL
# asked for (2026-11-23, 512M 45 4: 1.027 at 256M, 0.993 at 512M). Keep the scan tables together several times
# larger than this, or the cache starts to serve the scans (0.887 at 1G with 2 GB of scan tables).
SCAN_MEMORY=${IO_BENCH_SCAN_MEMORY:-512M}
HERE=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(dirname "$(command -v initdb 2>/dev/null || echo "$(pg_config --bindir)/initdb")")
PORT=${IO_BENCH_PORT:-5519}
DIR=$(mktemp -d /var/tmp/surge-io-bench.XXXXXX)
CG=/sys/fs/cgroup/memory/surge-io-bench-$$
URL="jdbc:postgresql://127.0.0.1:$PORT/postgres"

cleanup() {
  [ -d "$CG" ] && echo 4G > "$CG/memory.limit_in_bytes" 2>/dev/null   # room for the shutdown checkpoint
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast -t 60 -w stop >/dev/null 2>&1 \
    || runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  [ -d "$CG" ] && rmdir "$CG" 2>/dev/null || echo "Could not remove the cgroup $CG (processes left?)" >&2
  rm -rf "$DIR"
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || { echo "Run as root: the memory cgroup needs it." >&2; exit 2; }
[ -d /sys/fs/cgroup/memory ] || { echo "No cgroup v1 memory controller at /sys/fs/cgroup/memory." >&2; exit 2; }
chown postgres:postgres "$DIR"
runuser -u postgres -- "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
mkdir "$CG"
echo "$MEMORY" > "$CG/memory.limit_in_bytes"
# pg_ctl starts the postmaster from this shell's cgroup: every backend and its page cache is charged there.
sh -c "echo \$\$ > $CG/cgroup.procs; exec runuser -u postgres -- $BIN/pg_ctl -D $DIR/data -l $DIR/log -w \
  -o '-p $PORT -c shared_buffers=64MB -c max_wal_size=4GB' start" >/dev/null
echo "Private cluster on port $PORT, memory cgroup limit $MEMORY (shared buffers 64 MB), data $SIZE."
"$HERE/bin/surge" generate io --option size="$SIZE" --option scan-table-size="$SIZE" --option schemas="$USERS" \
  --url "$URL" --user postgres | grep -E '^(Generating|total|Loaded)'
runuser -u postgres -- "$(pg_config --bindir)/psql" -p "$PORT" -h 127.0.0.1 -U postgres -Atc "SELECT 'shared_buffers ' || \
  current_setting('shared_buffers') || ', data ' || pg_size_pretty(pg_database_size('postgres'))"
device=$(df --output=source "$DIR" | tail -1)
echo "Data directory device: $device"
limit() { echo "$1" > "$CG/memory.limit_in_bytes"; }
for scenario in ${IO_BENCH_SCENARIOS:-read-only:update-pct=0 80-20:update-pct=20 scan:scan-pct=100}; do
  name=${scenario%%:*}
  if [ "$name" = scan ]; then
    limit "$SCAN_MEMORY"
    echo "(scans: memory cgroup limit $SCAN_MEMORY, room for the read-ahead of each scanning session)"
  else
    limit "$MEMORY"
  fi
  opts=()
  IFS=, read -ra kv <<< "${scenario#*:}"
  for o in "${kv[@]}"; do opts+=(--option "$o"); done
  [ "$name" = scan ] && opts+=(--option update-pct=0)
  echo "== $name (${scenario#*:}), $USERS users, ${SECONDS_PER_RUN}s"
  "$HERE/bin/surge" run io -u "$USERS" --warmup "$WARMUP" -rt "${SECONDS_PER_RUN}s" "${opts[@]}" --db-host-stats \
    --url "$URL" --user postgres -r "$DIR/results" | sed -n '/^Results:/,/^Results written/p'
  json=$(ls -t "$DIR"/results/io-*.json | head -1)
  python3 - "$json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
pg = r["database"]["postgresql"]
d = pg["counterDeltas"]
secs = pg["loadProfile"]["elapsedSeconds"]
blks = d.get("db.blks_read", 0)
total = (r["host"].get("databaseHostDisks") or {}).get("total") or {}
reads = total.get("readsPerSec", 0) * secs
kb = total.get("readAvgKB", 0)
db_mb = blks * 8 / 1024
disk_mb = total.get("readMBPerSec", 0) * secs
wal = pg["loadProfile"].get("redoMBPerSec")
errors = r["summary"]["errors"]
print(f"blks_read {blks:.0f} ({blks/secs:.0f}/s, {db_mb/secs:.1f} MB/s); disk reads {reads:.0f} "
      f"({reads/secs:.0f}/s, {disk_mb/secs:.1f} MB/s, avg {kb:.1f} KB); WAL {wal} MB/s; errors {errors}")
print(f"disk reads / blks_read = {reads / max(1e-9, blks):.3f}; disk MB read / DB MB read = "
      f"{disk_mb / max(1e-9, db_mb):.3f}")
PY
done
if [ "${IO_BENCH_SWEEPS:-0}" = 1 ]; then
  for sweep in "1,2,4,8:update-pct=20" "1,2,4,8:update-pct=0,work-unit=32" "1,2,4:update-pct=0,scan-pct=100"; do
    opts=()
    IFS=, read -ra kv <<< "${sweep#*:}"
    for o in "${kv[@]}"; do opts+=(--option "$o"); done
    case "$sweep" in *scan-pct*) limit "$SCAN_MEMORY" ;; *) limit "$MEMORY" ;; esac
    echo "== sweep ${sweep#*:} over ${sweep%%:*} users, ${SECONDS_PER_RUN}s per step"
    "$HERE/bin/surge" sweep io --users "${sweep%%:*}" --step-time "${SECONDS_PER_RUN}s" "${opts[@]}" --db-host-stats \
      --url "$URL" --user postgres -r "$DIR/results" | sed -n '/^ *users/,$p'
  done
fi
if [ "${IO_BENCH_MULTIBLOCK:-0}" = 1 ]; then
  # Seed 001: scans at one user over the database's multiblock read size (PostgreSQL 15 here:
  # effective_io_concurrency, the SCAN then a bitmap heap scan), and the plain sequential scan beside it.
  limit "$SCAN_MEMORY"
  echo "== multiblock sweep, 1 user, ${SECONDS_PER_RUN}s per step"
  "$HERE/bin/surge" sweep io --multiblock "${IO_BENCH_MULTIBLOCK_VALUES:-0,1,8,32,128}" --users 1 \
    --step-time "${SECONDS_PER_RUN}s" --option update-pct=0 --option scan-pct=100 --db-host-stats \
    --url "$URL" --user postgres -r "$DIR/results" | sed -n '/^ *multiblock  /,/^Sweep written/p'
  echo "== sequential scan (no multiblock option), 1 user, ${SECONDS_PER_RUN}s"
  "$HERE/bin/surge" run io -u 1 -rt "${SECONDS_PER_RUN}s" --option update-pct=0 --option scan-pct=100 \
    --db-host-stats --url "$URL" --user postgres -r "$DIR/results" | grep -E '^SCAN|DB read MB/s|disk read MB/s|disk IOPS'
fi
