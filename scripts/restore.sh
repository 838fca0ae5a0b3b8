#!/usr/bin/env bash
# make restore FILE=backups/clinic-….backup.age (compose): puts the clinic back as the backup
# holds it, while the site runs. The API's own command, in a one-off container of the backup
# service (the database's owner, the API's object store account), reads the file from here
# through its standard input and checks it whole first (a damaged one changes nothing); then the
# images go back and the rows are replaced in one transaction, the API answering every write 503
# meanwhile; the running API republishes the site by itself within seconds. Nothing is stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:?usage: scripts/restore.sh backups/clinic-….backup.age}
[ -f "$file" ] || { echo "No backup at $file" >&2; exit 2; }
. scripts/compose-settings.sh
backup_opening_key
compose run --rm --no-deps -T "${opening_key[@]}" backup node dist/cli/restore.js - <"$file"
