#!/usr/bin/env bash
# The io workload on a private PostgreSQL cluster whose OS page cache is capped by a memory cgroup (v1), so that
# the blocks PostgreSQL reads from outside shared buffers come from the disk, not from the page cache: then the
# server's own counters (pg_stat_database blks_read) and the host's /proc/diskstats can be compared.
#
#   bench/io-cold-cache.sh [SIZE] [SECONDS] [USERS]      e.g. bench/io-cold-cache.sh 1G 30 4
#
# Runs read-only (update-pct 0), 80/20 (update-pct 20) and scan (scan-pct 100) for SECONDS each and prints, per
# run, PostgreSQL's blocks read beside the host's disk reads. IO_BENCH_SWEEPS=1 then sweeps the seeds' tables
# (docs/seeds.md): 80/20 and read-only (work-unit 32) over 1, 2, 4, 8 users, scans over 1, 2, 4.
#
# Needs root (to make the cgroup; PostgreSQL itself runs as the postgres OS user), initdb/pg_ctl on PATH or
# under pg_config --bindir, and a built worktree (mvn -B -q package -DskipTests). Leaves nothing behind: the
# cluster, its folder and the cgroup are removed at the end, also on Ctrl-C.
# The host's disk counters are the whole device's: other work on the same disk counts too.
set -euo pipefail
SIZE=${1:-1G}
SECONDS_PER_RUN=${2:-30}
USERS=${3:-4}
MEMORY=${IO_BENCH_MEMORY:-256M}      # cgroup limit: 64 MB shared buffers, the backends and a little page cache
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
"$HERE/bin/surge" generate io --option size="$SIZE" --option scan-table-size="$SIZE" --url "$URL" --user postgres \
  | tail -4
device=$(df --output=source "$DIR" | tail -1)
echo "Data directory device: $device"
for scenario in "read-only:update-pct=0" "80-20:update-pct=20" "scan:scan-pct=100"; do
  name=${scenario%%:*}
  opts=()
  IFS=, read -ra kv <<< "${scenario#*:}"
  for o in "${kv[@]}"; do opts+=(--option "$o"); done
  [ "$name" = scan ] && opts+=(--option update-pct=0)
  echo "== $name (${scenario#*:}), $USERS users, ${SECONDS_PER_RUN}s"
  "$HERE/bin/surge" run io -u "$USERS" -rt "${SECONDS_PER_RUN}s" "${opts[@]}" --db-host-stats \
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
print(f"blks_read {blks:.0f} ({blks/secs:.0f}/s, {blks*8/1024/secs:.1f} MB/s); disk reads {reads:.0f} "
      f"({reads/secs:.0f}/s, {total.get('readMBPerSec', 0):.1f} MB/s, avg {kb:.1f} KB); "
      f"disk MB read / DB MB read = {(total.get('readMBPerSec', 0) * secs) / max(1e-9, blks * 8 / 1024):.3f}")
PY
done
if [ "${IO_BENCH_SWEEPS:-0}" = 1 ]; then
  for sweep in "1,2,4,8:update-pct=20" "1,2,4,8:update-pct=0,work-unit=32" "1,2,4:update-pct=0,scan-pct=100"; do
    opts=()
    IFS=, read -ra kv <<< "${sweep#*:}"
    for o in "${kv[@]}"; do opts+=(--option "$o"); done
    echo "== sweep ${sweep#*:} over ${sweep%%:*} users, ${SECONDS_PER_RUN}s per step"
    "$HERE/bin/surge" sweep io --users "${sweep%%:*}" --step-time "${SECONDS_PER_RUN}s" "${opts[@]}" --db-host-stats \
      --url "$URL" --user postgres -r "$DIR/results" | sed -n '/^ *users/,$p'
  done
fi
