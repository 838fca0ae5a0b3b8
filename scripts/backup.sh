#!/usr/bin/env bash
# make backup: one archive with a Postgres dump and every object of the image bucket.
set -euo pipefail
cd "$(dirname "$0")/.."
compose() { if docker compose version >/dev/null 2>&1; then docker compose "$@"; else docker-compose "$@"; fi; }
set -a; [ -f .env ] && . ./.env; set +a
stamp=$(date -u +%Y%m%dT%H%M%SZ)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p backups "$work/media"
echo "Dumping the database…"
compose exec -T postgres pg_dump -U "${POSTGRES_USER:-clinic}" -d "${POSTGRES_DB:-clinic}" --format=custom >"$work/database.dump"
echo "Copying the images…"
compose run --rm --no-deps -v "$work/media:/backup" --entrypoint /bin/sh minio-init -c \
  "mc alias set clinic http://minio:9000 \"\$MINIO_ROOT_USER\" \"\$MINIO_ROOT_PASSWORD\" >/dev/null && mc mirror --quiet clinic/\$S3_BUCKET /backup"
tar -C "$work" -czf "backups/clinic-$stamp.tar.gz" database.dump media
echo "Wrote backups/clinic-$stamp.tar.gz"
