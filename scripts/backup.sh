#!/usr/bin/env bash
# make backup (compose): one encrypted backup of the clinic (every table's rows, every image, a
# manifest), taken by the API's own command in a one-off container of the backup service (the
# database's owner, the API's object store account, BACKUP_RECIPIENT or BACKUP_PASSPHRASE and
# BACKUP_S3_* from .env) and streamed here, encrypted, into backups/clinic-<UTC time>.backup.age
# (BACKUP_DIR for another folder), readable by no one but its owner.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/compose-settings.sh
dir=$(setting BACKUP_DIR)
dir=${dir:-backups}
umask 077
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Written under a passing name, so a backup that fails half-way never leaves a file that looks like one.
if ! compose run --rm --no-deps -T backup node dist/cli/backup.js --out - >"$work/backup.age" 2>"$work/log"; then
  cat "$work/log" >&2
  exit 1
fi
cat "$work/log" >&2
# The name the command gave it (that of its copy in the BACKUP_S3 bucket too).
name=$(sed -n 's/^Backup \(clinic-[0-9TZ]*\.backup\.age\): .*/\1/p' "$work/log" | tail -1)
name=${name:-clinic-$(date -u +%Y%m%dT%H%M%SZ).backup.age}
mv "$work/backup.age" "$dir/$name"
echo "Wrote $dir/$name"
