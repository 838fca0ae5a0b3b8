#!/usr/bin/env bash
# make restore FILE=backups/clinic-….tar.gz: puts the database and the images back as they were.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:?usage: scripts/restore.sh backups/clinic-….tar.gz}
compose() { if docker compose version >/dev/null 2>&1; then docker compose "$@"; else docker-compose "$@"; fi; }
set -a; [ -f .env ] && . ./.env; set +a
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$file"
# The API is stopped while its data is replaced, so nothing it writes meets a half-restored
# database; started again, it publishes the site with the restored content.
echo "Stopping the API…"
compose stop backend
echo "Restoring the database (replaces what is there)…"
compose exec -T postgres pg_restore -U "${POSTGRES_USER:-clinic}" -d "${POSTGRES_DB:-clinic}" --clean --if-exists --no-owner <"$work/database.dump"
echo "Restoring the images…"
compose run --rm --no-deps -v "$work/media:/backup:ro" --entrypoint /bin/sh minio-init -c \
  "mc alias set clinic http://minio:9000 \"\$MINIO_ROOT_USER\" \"\$MINIO_ROOT_PASSWORD\" >/dev/null && mc mirror --quiet --overwrite /backup clinic/\$S3_BUCKET"
# The backup may predate migrations or rights of this release: the set-up brings the restored
# database up to date and grants the API's role its rights again, as the owner.
echo "Setting up the restored database (migrations, the API's role)…"
compose run --rm --no-deps migrate
echo "Starting the API…"
compose start backend
echo "Restored from $file"
