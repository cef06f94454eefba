#!/usr/bin/env bash
# Builds the file tree of the Surgebench container image's base, without a Docker daemon or a registry: a Java
# runtime made by jlink from the local JDK 21+ (bin/find-java), the shared libraries it needs from this
# machine (as ldd lists them), and the few files a JVM expects (/etc/passwd, nsswitch.conf, a writable /tmp).
# Jib puts this tree under the application's layers on an empty ("scratch") base: see app-cli's `image`
# profile and docs/distributed.md.
# Usage: make-root.sh OUTPUT_DIR
set -euo pipefail
out=${1:?usage: make-root.sh OUTPUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
java=$("$here/../../bin/find-java")
home=$(dirname "$(dirname "$(readlink -f "$java")")")
# The modules the CLI and its drivers use (jdeps --print-module-deps on the shaded jar), plus DNS naming,
# elliptic-curve TLS and zip file systems that drivers reach by reflection or service lookup.
modules=java.base,java.compiler,java.desktop,java.instrument,java.naming,java.net.http,java.rmi,java.scripting
modules=$modules,java.sql,jdk.httpserver,jdk.management,jdk.net,jdk.security.jgss,jdk.unsupported,jdk.naming.dns
modules=$modules,jdk.zipfs,java.security.sasl
if "$java" --list-modules | grep -q '^jdk.crypto.ec@'; then
  modules=$modules,jdk.crypto.ec
fi

rm -rf "$out"
# /workloads: where the image looks for workload jars built outside Surgebench (SURGE_WORKLOAD_PATH); empty here.
mkdir -p "$out/opt" "$out/etc" "$out/tmp" "$out/results" "$out/workloads" "$out/proc"
"$home/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --output "$out/opt/java" >/dev/null

# Shared libraries of the runtime's executables and libraries, with the paths the loader looks them up at.
for f in "$out"/opt/java/bin/* "$out"/opt/java/lib/*.so "$out"/opt/java/lib/server/*.so; do
  ldd "$f" 2>/dev/null | awk '/=> \//{print $3} /^\s*\/lib/{print $1}'
done | sort -u | while read -r lib; do
  [ -e "$lib" ] || continue
  case "$lib" in "$out"/*) continue ;; esac # the runtime's own, found through $ORIGIN
  mkdir -p "$out$(dirname "$lib")"
  cp -L "$lib" "$out$lib"
done
# Name lookups (glibc loads these by name at run time, so ldd does not list them).
for lib in /lib/x86_64-linux-gnu/libnss_files.so.2 /lib/x86_64-linux-gnu/libnss_dns.so.2 \
           /lib/x86_64-linux-gnu/libresolv.so.2; do
  if [ -e "$lib" ]; then
    mkdir -p "$out$(dirname "$lib")"
    cp -L "$lib" "$out$lib"
  fi
done

cat > "$out/etc/passwd" <<'PASSWD'
root:x:0:0:root:/root:/sbin/nologin
surge:x:65532:65532:surgebench:/results:/sbin/nologin
PASSWD
cat > "$out/etc/group" <<'GROUP'
root:x:0:
surge:x:65532:
GROUP
echo "hosts: files dns" > "$out/etc/nsswitch.conf"
echo "Made the image root in $out: $(du -sh "$out" | cut -f1), Java $("$java" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/ {print $2}')"
