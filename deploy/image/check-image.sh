#!/usr/bin/env bash
# Checks the image tarball Jib wrote (docker-load format): its manifest and config name the entrypoint and the
# metrics port, and, where this runs as root with chroot(8), the image's file system unpacked runs
# `surge --version` and `surge list` with the image's own Java runtime and libraries only.
# Usage: check-image.sh IMAGE.tar
set -euo pipefail
tar_file=${1:?usage: check-image.sh IMAGE.tar}
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
