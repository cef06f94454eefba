#!/usr/bin/env bash
# tpcb on MariaDB: the two load paths A/B (LOAD DATA LOCAL INFILE against batched INSERTs, alternating which goes
# first), then runs at 1, 4 and 16 users with each run's TPS, the client's CPU (user+sys of the whole surge
# process from /usr/bin/time, JVM start and warm-up included) and the transactions the server counted (rows of
# pgbench_history). Works in a database of its own (surgebench_maria_<pid>), dropped at the end.
# Needs bin/surge built (mvn -B -q package -DskipTests), the mariadb client and a MariaDB at 127.0.0.1:3306 where
# root logs on without a password (MARIADB_HOST/PORT/USER override). Prints the load average beside every figure:
# on a shared machine compare only figures taken side by side.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
surge="$here/../bin/surge"
host=${MARIADB_HOST:-127.0.0.1}; port=${MARIADB_PORT:-3306}; user=${MARIADB_USER:-root}
scale=${SCALE:-10}; seconds=${SECONDS_PER_RUN:-20}; load_reps=${LOAD_REPS:-2}; users_list=${USERS:-"1 4 16"}
db=surgebench_maria_$$
url="jdbc:mariadb://$host:$port/$db"
sql() { mariadb --protocol=tcp -h "$host" -P "$port" -u "$user" -N -e "$1"; }
load() { cut -d' ' -f1 /proc/loadavg; }
trap 'sql "DROP DATABASE IF EXISTS $db"' EXIT
sql "CREATE DATABASE $db"

echo "== load: tpcb scale $scale, infile vs batch (wall s of the whole command; load average)"
for rep in $(seq 1 "$load_reps"); do
  order="infile batch"; [ $((rep % 2)) -eq 0 ] && order="batch infile"
  for way in $order; do
    start=$(date +%s.%N)
    "$surge" generate tpcb --scale "$scale" --force --option load="$way" --url "$url" -U "$user" --password '' \
      >/tmp/mariadb-tpcb-$$.log 2>&1 || { cat /tmp/mariadb-tpcb-$$.log; exit 1; }
    end=$(date +%s.%N)
    rate=$(grep -o 'Loaded .*rows/s' /tmp/mariadb-tpcb-$$.log | head -1)
    printf '%-7s rep %d  %6.1f s  %s  load %s\n' "$way" "$rep" "$(echo "$end - $start" | bc)" "$rate" "$(load)"
  done
done

echo "== runs: ${seconds}s measured after 5s warm-up"
printf '%6s %10s %12s %14s %10s\n' users TPS client-CPU-s server-tx load
for u in $users_list; do
  sql "TRUNCATE TABLE $db.pgbench_history"
  out=$( { /usr/bin/time -f 'CPU %U %S' "$surge" run tpcb -u "$u" --warmup 5s -rt "${seconds}s" --url "$url" \
    -U "$user" --password '' --quiet; } 2>&1 )
  tps=$(echo "$out" | grep -o '^TPS [0-9,.]*' | head -1 | awk '{print $2}')
  cpu=$(echo "$out" | grep '^CPU ' | awk '{printf "%.1f", $2 + $3}')
  tx=$(sql "SELECT COUNT(*) FROM $db.pgbench_history")
  printf '%6s %10s %12s %14s %10s\n' "$u" "$tps" "$cpu" "$tx" "$(load)"
done
