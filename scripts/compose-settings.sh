# Sourced, from the repository's root, by the scripts that run the API's backup commands on the
# compose stack (backup.sh, backup-check.sh, restore.sh).

compose() { if docker compose version >/dev/null 2>&1; then docker compose "$@"; else docker-compose "$@"; fi; }

# A setting as the Makefile and compose read it: the environment first, then .env (quotes taken
# off). .env is not sourced: a value there may hold spaces or characters the shell would act on.
setting() {
  if [ -n "${!1:-}" ]; then
    printf '%s\n' "${!1}"
  elif [ -f .env ]; then
    sed -n "s/^$1=//p" .env | tail -1 | sed -e "s/^[\"']//" -e "s/[\"']\$//"
  fi
}

# The key that opens a backup, for a check or a restore in a one-off container of the backup
# service, which never holds it otherwise: BACKUP_IDENTITY, the age secret key itself or a file on
# this server holding it (read here: the container cannot see the server's files). It goes into
# the container's environment by name only (`-e BACKUP_IDENTITY`), never onto a command line.
# BACKUP_PASSPHRASE reaches the service from .env. Sets opening_key=(…) for `compose run`.
opening_key=()
backup_opening_key() {
  local identity
  identity=$(setting BACKUP_IDENTITY)
  [ -n "$identity" ] || return 0
  case "$identity" in
    AGE-SECRET-KEY-*) ;;
    *)
      [ -r "$identity" ] || { echo "BACKUP_IDENTITY names $identity, which cannot be read here" >&2; exit 1; }
      identity=$(grep '^AGE-SECRET-KEY-' "$identity" || true)
      [ -n "$identity" ] || { echo "BACKUP_IDENTITY names $(setting BACKUP_IDENTITY), which holds no age secret key (AGE-SECRET-KEY-1…)" >&2; exit 1; }
      ;;
  esac
  export BACKUP_IDENTITY="$identity"
  opening_key=(-e BACKUP_IDENTITY)
}
