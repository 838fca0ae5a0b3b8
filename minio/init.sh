#!/bin/sh
# One-shot MinIO set-up at each `make up`, the only user of MinIO's root account besides MinIO
# itself: the bucket the backend stores images in (kept private; images reach visitors only
# through the API), and the API's own account (S3_ACCESS_KEY / S3_SECRET_KEY), which may list
# that bucket and read, write and delete its objects, and nothing else: no other bucket, no new
# bucket, no administration. Run again, it leaves what is there and sets the account's secret and
# policy from .env anew (a changed S3_SECRET_KEY or S3_BUCKET takes effect at the next `make up`).
set -eu
# The API never holds the root account: a leaked API secret then reaches the clinic's images only.
if [ "$S3_ACCESS_KEY" = "$MINIO_ROOT_USER" ]; then
  echo "S3_ACCESS_KEY is MinIO's root account (MINIO_ROOT_USER): the API needs an account of its own." >&2
  echo "Set S3_ACCESS_KEY=clinic-api (any name but MINIO_ROOT_USER) and a new S3_SECRET_KEY in .env, then make up." >&2
  exit 1
fi
if [ "$S3_SECRET_KEY" = "$MINIO_ROOT_PASSWORD" ]; then
  echo "S3_SECRET_KEY is MinIO's root password: give the API's account a secret of its own in .env, then make up." >&2
  exit 1
fi
until mc alias set clinic http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  echo "waiting for MinIO…"
  sleep 2
done
mc mb --ignore-existing "clinic/${S3_BUCKET}"
mc anonymous set none "clinic/${S3_BUCKET}"

# What the API does with its bucket: HeadBucket and listings (s3:ListBucket), the images' get, put
# and delete (a batch delete is s3:DeleteObject on each key).
policy=/tmp/clinic-api-bucket.json
cat >"$policy" <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],
      "Resource": ["arn:aws:s3:::${S3_BUCKET}"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::${S3_BUCKET}/*"]
    }
  ]
}
EOF
mc admin policy create clinic clinic-api-bucket "$policy"
rm -f "$policy"
# `user add` on an account that exists sets its secret (and keeps its policies).
mc admin user add clinic "$S3_ACCESS_KEY" "$S3_SECRET_KEY" >/dev/null
# mc refuses to attach a policy already attached ("already in effect"); that is the state wanted.
if ! attached=$(mc admin policy attach clinic clinic-api-bucket --user "$S3_ACCESS_KEY" 2>&1); then
  case "$attached" in
    *"already in effect"*) ;;
    *) echo "$attached" >&2; exit 1 ;;
  esac
fi
echo "bucket ${S3_BUCKET} ready; the API's account ${S3_ACCESS_KEY} may use it and nothing else"
