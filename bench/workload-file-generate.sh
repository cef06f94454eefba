#!/usr/bin/env bash
# A workload file's generate against a built-in workload's of the same rows (docs/benchmarks.md, "Workload file
# generate"): tpcb's pgbench_accounts (plus its small branches and tellers) against bench/workload-file-generate.yaml's
# file_accounts, the same row count and width, alternating A and B on one PostgreSQL database, each dropped after.
#   bench/workload-file-generate.sh [URL] [SCALE] [PAIRS]    (default: the local database surge_bench_file, made with createdb; scale 20 = 2 M rows; 3 pairs)
set -euo pipefail
here=$(cd "${0%/*}" && pwd)
url=${1:-jdbc:postgresql://127.0.0.1:5432/surge_bench_file}
scale=${2:-20}
pairs=${3:-3}
surge="$here/../bin/surge"
file="$here/workload-file-generate.yaml"
loaded() { # the load phase's rows per second, as generate reports it ("Loaded N rows in T s: R k rows/s")
  local line
  line=$("$surge" generate "$1" --scale "$scale" --url "$url" --user postgres 2>&1 | grep '^Loaded ')
  "$surge" drop "$1" --url "$url" --user postgres >/dev/null 2>&1
  echo "$line" | sed -E 's/^Loaded ([0-9,]+) rows in ([0-9.]+) s.*/\1 \2/' | tr -d ,
}
echo "pair tpcb_rows tpcb_load_s file_rows file_load_s tpcb_rows_per_s file_rows_per_s file/tpcb"
for i in $(seq 1 "$pairs"); do
  if [ $((i % 2)) -eq 1 ]; then a=$(loaded tpcb); b=$(loaded "$file"); else b=$(loaded "$file"); a=$(loaded tpcb); fi
  read -r ar at <<<"$a"
  read -r br bt <<<"$b"
  ra=$(echo "$ar / $at" | bc)
  rb=$(echo "$br / $bt" | bc)
  echo "$i $ar $at $br $bt $ra $rb $(echo "scale=3; $rb / $ra" | bc)"
done
