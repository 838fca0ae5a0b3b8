#!/usr/bin/env bash
# make backup-check FILE=backups/clinic-….backup.age (compose): opens the backup with
# BACKUP_IDENTITY or BACKUP_PASSPHRASE and checks every table's rows and every image's hash
# against its manifest, changing nothing; the API's own command, in a one-off container of the
# backup service, reads the file from here through its standard input.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:?usage: scripts/backup-check.sh backups/clinic-….backup.age}
[ -f "$file" ] || { echo "No backup at $file" >&2; exit 2; }
. scripts/compose-settings.sh
backup_opening_key
compose run --rm --no-deps -T "${opening_key[@]}" backup node dist/cli/backup-check.js - <"$file"
