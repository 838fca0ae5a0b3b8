#!/bin/sh
# The official MinIO image's entrypoint: what is not a program is minio's (`server /data ...`).
# This image also stands in for the mc image (ENTRYPOINT ["mc"]): mc's commands go to mc.
# `--entrypoint /bin/sh` and compose's `entrypoint:` bypass it, as with the official images.
set -e
case "${1:-}" in
  alias | ready | mb | anonymous | mirror | admin) set -- mc "$@" ;;
  *)
    if [ -z "${1:-}" ] || [ "${1#-}" != "$1" ] || [ -z "$(command -v "$1")" ]; then
      set -- minio "$@"
    fi
    ;;
esac
exec "$@"
