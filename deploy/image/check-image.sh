#!/usr/bin/env bash
# Checks the image tarball Jib wrote (docker-load format): its manifest and config name the entrypoint and the
# metrics port, and, where this runs as root with chroot(8), the image's file system unpacked runs
# `surge --version` and `surge list` with the image's own Java runtime and libraries only; given a workload jar
# built outside Surgebench, also that workload from the image's /workloads (SURGE_WORKLOAD_PATH), as a user
# mounts one there.
# Usage: check-image.sh IMAGE.tar [WORKLOAD.jar]
set -euo pipefail
tar_file=${1:?usage: check-image.sh IMAGE.tar [WORKLOAD.jar]}
outside_jar=${2:-}
work=$(mktemp -d)
cleanup() {
  if mountpoint -q "$work/rootfs/proc" 2>/dev/null; then umount "$work/rootfs/proc"; fi
  rm -rf "$work"
}
trap cleanup EXIT
tar --warning=no-unknown-keyword -xf "$tar_file" -C "$work"
manifest="$work/manifest.json"
[ -f "$manifest" ] || { echo "check-image: $tar_file has no manifest.json" >&2; exit 1; }
config=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["Config"])' "$manifest")
python3 - "$work/$config" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))["config"]
entry = c.get("Entrypoint") or []
assert entry[:1] == ["/opt/java/bin/java"], entry
assert "org.surgebench.cli.SurgeCli" in entry, entry
assert "9464/tcp" in (c.get("ExposedPorts") or {}), c.get("ExposedPorts")
print("check-image: entrypoint " + " ".join(entry) + "; ports " + ", ".join(c["ExposedPorts"]))
PY
# Where the image looks for workload jars built outside Surgebench (its SURGE_WORKLOAD_PATH).
workload_path=$(python3 -c 'import json,sys; env = json.load(open(sys.argv[1]))["config"].get("Env") or []
print(next((e.split("=", 1)[1] for e in env if e.startswith("SURGE_WORKLOAD_PATH=")), ""))' "$work/$config")
[ -n "$workload_path" ] || { echo "check-image: the image sets no SURGE_WORKLOAD_PATH" >&2; exit 1; }
root="$work/rootfs"
mkdir -p "$root"
for layer in $(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))[0]["Layers"]))' "$manifest"); do
  tar --warning=no-unknown-keyword -xzf "$work/$layer" -C "$root"
done
if [ "$(id -u)" != 0 ] || ! command -v chroot >/dev/null; then
  echo "check-image: not root or no chroot here: the unpacked image was not run (manifest checked only)."
  exit 0
fi
# The loader finds the runtime's libraries through $ORIGIN, which it reads from /proc, as in a container.
mkdir -p "$root/proc"
if ! mount -t proc proc "$root/proc" 2>/dev/null; then
  echo "check-image: cannot mount /proc for the chroot here: the unpacked image was not run (manifest checked only)."
  exit 0
fi
cp_arg=$(cat "$root/app/jib-classpath-file")
surge() {
  chroot "$root" /opt/java/bin/java -cp "$cp_arg" org.surgebench.cli.SurgeCli "$@"
}
version=$(surge --version | tr '\n' ' ')
surge list | grep -q '^tpcb' || { echo "check-image: surge list in the image did not list tpcb" >&2; exit 1; }
# A small generate and run on H2 inside the image: drivers, results and the HTML report work there.
surge generate tpcb --scale 0.01 --url jdbc:h2:/tmp/check >"$work/generate.log" 2>&1 \
  || { cat "$work/generate.log" >&2; exit 1; }
surge run tpcb -u 2 -rt 2s --url jdbc:h2:/tmp/check -r /results --quiet >"$work/run.log" 2>&1 \
  || { cat "$work/run.log" >&2; exit 1; }
ls "$root"/results/tpcb-*.json "$root"/results/tpcb-*.html >/dev/null \
  || { echo "check-image: surge run in the image wrote no results" >&2; exit 1; }
echo "check-image: the unpacked image runs surge (chroot, its own Java and libraries): $version; generate and run on H2 wrote results"
[ -n "$outside_jar" ] || exit 0
# A workload built outside Surgebench, as a user mounts it: a jar in the image's workload folder, found through
# its SURGE_WORKLOAD_PATH (chroot runs java with this shell's environment: the config's value is given here).
[ -d "$root$workload_path" ] || { echo "check-image: the image has no $workload_path folder" >&2; exit 1; }
cp "$outside_jar" "$root$workload_path/"
jar_name=${outside_jar##*/}
outside() {
  SURGE_WORKLOAD_PATH=$workload_path surge "$@" >"$work/outside.log" 2>&1 || { cat "$work/outside.log" >&2; exit 1; }
}
outside list stock
grep -q "^  from $workload_path/$jar_name\$" "$work/outside.log" \
  || { echo "check-image: surge list in the image did not find stock in $workload_path/$jar_name" >&2; cat "$work/outside.log" >&2; exit 1; }
outside generate stock --scale 0.01 --url jdbc:h2:/tmp/outside
outside run stock -u 2 -rt 0 --max-transactions 50 --url jdbc:h2:/tmp/outside -r /results --quiet
outside verify stock --url jdbc:h2:/tmp/outside
outside drop stock --url jdbc:h2:/tmp/outside
echo "check-image: the image found $workload_path/$jar_name (a workload built outside Surgebench): list, generate, run, verify and drop on H2"
