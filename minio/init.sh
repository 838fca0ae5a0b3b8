#!/bin/sh
# One-shot MinIO set-up at first start: the bucket the backend stores images in (kept private;
# images reach visitors only through the API). The backend also ensures it, idempotently.
set -eu
until mc alias set clinic http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  echo "waiting for MinIO…"
  sleep 2
done
mc mb --ignore-existing "clinic/${S3_BUCKET}"
mc anonymous set none "clinic/${S3_BUCKET}"
echo "bucket ${S3_BUCKET} ready"
