#!/usr/bin/env bash
# make test-compose: the production stack (docker-compose.yml and the Dockerfiles, unchanged) run
# for real, end to end, as an operator runs it: `make up`, `make backup`, `make backup-check`,
# `make restore`, `make down`, in a copy of this checkout with its own .env. Checked from outside,
# over HTTP and then HTTPS, by checks.mjs.
#
# It runs a Docker daemon of its own (its own data root, socket and bridge, removed at the end),
# so nothing it builds or pulls reaches an operator's daemon. The registry's images are pulled
# where the registry can be reached; where it cannot, stand-ins keeping the official images'
# contracts are built from Debian (stand-ins/, each Dockerfile says what it keeps).
#
#   scripts/compose-test/run.sh            run it, or fail saying why it cannot
#   scripts/compose-test/run.sh --if-able  (make test) print one line and pass when this machine
#                                          cannot run Docker (not root, or no dockerd installed)
# COMPOSE_TEST_DIR keeps the daemon's data there between runs (images and build cache), for
# working on this test; COMPOSE_TEST_PORT is the port nginx publishes (default 18380).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)

missing=()
for tool in dockerd docker-compose debootstrap ip iptables; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || missing+=("$tool")
done
unable=
[ "$(id -u)" = 0 ] || unable="it runs as root only (it starts a Docker daemon of its own)"
[ ${#missing[@]} -eq 0 ] || unable="${unable:+$unable; }it needs ${missing[*]} (apt-get install docker.io docker-compose debootstrap iproute2)"
if [ -n "$unable" ]; then
  if [ "${1:-}" = --if-able ]; then
    echo "· Compose test skipped: $unable"
    exit 0
  fi
  echo "The Compose test cannot run here: $unable" >&2
  exit 1
fi
export PATH="$PATH:/usr/sbin:/sbin"

started=$(date +%s)
# Each step's line says when it started and, where the kernel counts it (cgroup v1's cpuacct, as
# root), the processor time the whole run (this script, its daemon, builds and containers) had
# spent by then, in seconds of one core.
cpu_counter=
processor_seconds() { [ -n "$cpu_counter" ] && echo "; $(($(cat "$cpu_counter") / 1000000000)) processor-s"; }
step() { printf '== %s (%ss%s)\n' "$1" "$(($(date +%s) - started))" "$(processor_seconds)"; }

keep=${COMPOSE_TEST_DIR:-}
work=${COMPOSE_TEST_DIR:-$(mktemp -d /var/tmp/clinic-compose-test.XXXXXX)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
port=${COMPOSE_TEST_PORT:-18380}
bridge=clinic-ct0
project=clinic-compose-test
# Debian's own docker CLI (another one earlier on PATH may lack what the legacy builder needs).
docker_cli=$(command -v /usr/bin/docker || command -v docker)
docker() { "$docker_cli" "$@"; }
export DOCKER_HOST="unix://$work/docker.sock"
clinic="$work/clinic"
compose() { (cd "$clinic" && docker-compose "$@"); }

cgroup=/sys/fs/cgroup/cpu/clinic-compose-test
accounting=/sys/fs/cgroup/cpuacct/clinic-compose-test
cgroup_parent=()
cleanup() {
  local status=$?
  if [ $status -ne 0 ] && [ -d "$clinic" ] && [ -S "$work/docker.sock" ]; then
    echo "── what the services said last ──"
    compose ps 2>/dev/null || true
    compose logs --no-color --tail=60 2>/dev/null || true
  fi
  [ -S "$work/docker.sock" ] && [ -d "$clinic" ] && compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  if [ -f "$work/dockerd.pid" ]; then
    local pid
    pid=$(cat "$work/dockerd.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  fi
  ip link delete "$bridge" 2>/dev/null || true
  if [ ${#cgroup_parent[@]} -gt 0 ]; then
    echo $$ >/sys/fs/cgroup/cpu/cgroup.procs 2>/dev/null || true
    echo $$ >/sys/fs/cgroup/cpuacct/cgroup.procs 2>/dev/null || true
    for group in "$cgroup" "$accounting"; do
      find "$group" -mindepth 1 -depth -type d -exec rmdir {} + 2>/dev/null || true
      rmdir "$group" 2>/dev/null || true
    done
  fi
  # The daemon's iptables chains, unless another Docker daemon on this machine still uses them.
  if ! pgrep -x dockerd >/dev/null; then
    for table in filter nat; do
      iptables -t "$table" -S 2>/dev/null | grep -E '^-A .*(DOCKER|clinic-ct0)' | sed 's/^-A/-D/' |
        while read -r rule; do eval "iptables -t $table $rule" 2>/dev/null || true; done
      for chain in DOCKER DOCKER-ISOLATION-STAGE-1 DOCKER-ISOLATION-STAGE-2 DOCKER-USER; do
        iptables -t "$table" -F "$chain" 2>/dev/null && iptables -t "$table" -X "$chain" 2>/dev/null || true
      done
    done
  fi
  if [ -z "$keep" ]; then
    grep -F " $work/" /proc/mounts | awk '{print $2}' | sort -r | xargs -r umount -l 2>/dev/null || true
    rm -rf "$work"
  else
    rm -rf "$clinic"
  fi
  [ $status -eq 0 ] || echo "Compose test failed after $(($(date +%s) - started)) s" >&2
}
trap cleanup EXIT

step "a Docker daemon of the test's own in $work"
# Beside other work (make test runs it beside the other parts), the whole run (this script, its
# daemon, the builds and the containers) can take a smaller share of the processors when both
# want them: COMPOSE_TEST_CPU_SHARES, out of the 1024 of the other parts' own group (Linux's
# cgroup v1 cpu.shares; scripts/test-suite.mjs). Niceness would not do: containers are groups of
# their own, which the kernel weighs against the others as a whole, whatever the niceness inside.
if [ -n "${COMPOSE_TEST_CPU_SHARES:-}" ] && [ -f /sys/fs/cgroup/cpu/cpu.shares ] && mkdir -p "$cgroup" 2>/dev/null &&
  echo "$COMPOSE_TEST_CPU_SHARES" >"$cgroup/cpu.shares" && echo $$ >"$cgroup/cgroup.procs"; then
  cgroup_parent=(--cgroup-parent /clinic-compose-test --exec-opt native.cgroupdriver=cgroupfs)
  # The same group in the accounting controller (docker puts the containers there too), which
  # counts the run's processor time for the steps' lines.
  if mkdir -p "$accounting" 2>/dev/null && echo $$ >"$accounting/cgroup.procs" 2>/dev/null; then
    cpu_counter="$accounting/cpuacct.usage"
  fi
  echo "a share of $COMPOSE_TEST_CPU_SHARES/1024 of the processors when the others want them ($cgroup)"
fi
if ss -ltn | awk '{print $4}' | grep -qE "[:.]$port\$"; then
  echo "Port $port is in use: set COMPOSE_TEST_PORT to a free one" >&2
  exit 1
fi
ip link show "$bridge" >/dev/null 2>&1 || {
  ip link add "$bridge" type bridge
  ip addr add 172.30.253.1/24 dev "$bridge"
  ip link set "$bridge" up
}
mtu=$(ip route get 1.1.1.1 2>/dev/null | grep -oP 'dev \K\S+' | head -1 | xargs -r -I{} cat /sys/class/net/{}/mtu 2>/dev/null || echo 1500)
dockerd --data-root "$work/data" --exec-root "$work/exec" --pidfile "$work/dockerd.pid" \
  --host "$DOCKER_HOST" --bridge "$bridge" --mtu "${mtu:-1500}" "${cgroup_parent[@]}" \
  --default-address-pool base=10.213.0.0/16,size=24 >"$work/dockerd.log" 2>&1 &
for _ in $(seq 1 60); do docker version >/dev/null 2>&1 && break; sleep 0.5; done
docker version --format 'Docker engine {{.Server.Version}}' || { tail -20 "$work/dockerd.log"; exit 1; }

step "base images"
# The images the compose file and Dockerfiles name, read from them.
images=$( (grep -hoE '^\s*image:\s*\S+' "$repo/docker-compose.yml" | awk '{print $2}'
  grep -hoE '^FROM\s+\S+' "$repo"/backend/Dockerfile "$repo"/nginx/Dockerfile "$repo"/nginx/certificates/Dockerfile "$here"/pebble/Dockerfile | awk '{print $2}') |
  grep -v '^\$' | sort -u)
pulled=true
for image in $images; do
  docker image inspect "$image" >/dev/null 2>&1 && continue
  if [ "$pulled" = true ] && timeout 120 "$docker_cli" pull -q "$image" >/dev/null 2>&1; then
    echo "pulled $image"
  else
    pulled=false
  fi
done
if [ "$pulled" = false ]; then
  echo "The registry cannot be reached: building stand-ins from Debian"
  bash "$here/stand-ins/build.sh" $images
fi

step "the clinic's checkout, copied with its own .env"
rm -rf "$clinic"
mkdir -p "$clinic"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -c --ignore-failed-read 2>/dev/null) | tar -x -C "$clinic"
secret() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c "${1:-32}"; }
admin_password="Clinic-$(secret 20)"
minio_password=$(secret 32)
cat >"$clinic/.env" <<EOF
COMPOSE_PROJECT_NAME=$project
HTTP_PORT=$port
PUBLIC_SITE_URL=http://localhost:$port
POSTGRES_PASSWORD=$(secret 32)
DATABASE_API_PASSWORD=$(secret 32)
MINIO_ROOT_USER=clinic-minio
MINIO_ROOT_PASSWORD=$minio_password
S3_ACCESS_KEY=clinic-api
S3_SECRET_KEY=$(secret 32)
JWT_SECRET=$(secret 48)
ADMIN_USERNAME=clinic-owner
ADMIN_PASSWORD=$admin_password
BACKUP_PASSPHRASE=$(secret 24)
EOF
export BASE_URL="http://127.0.0.1:$port" ADMIN_USERNAME=clinic-owner ADMIN_PASSWORD="$admin_password" STATE_FILE="$work/state.json"
rm -f "$STATE_FILE"
checks() { node "$here/checks.mjs" "$@"; }
make_in_clinic() { make --no-print-directory -C "$clinic" "$@"; }

wait_healthy() {
  local deadline=$(($(date +%s) + ${1:-300})) states containers
  # The services' containers, asked of docker-compose once (each of its runs costs about a
  # processor-second), then their states of docker itself every 2 s (again should one be replaced).
  containers=$(compose ps -q)
  while :; do
    states=$(xargs -r "$docker_cli" inspect --format '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{if eq .State.Status "exited"}}{{.State.ExitCode}}{{else}}no-check{{end}}{{end}}' <<<"$containers") ||
      { containers=$(compose ps -q); sleep 2; continue; }
    # Healthy, or finished well (minio-init), or running without a health check of its own (pebble).
    if ! grep -vqE ' running (healthy|no-check)$| exited 0$' <<<"$states"; then
      echo "$states" | sed 's/^\//  /'
      return 0
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "Services not healthy in time:" >&2
      echo "$states" >&2
      return 1
    fi
    sleep 2
  done
}

step "make up (builds the images from the project's Dockerfiles), plain HTTP"
make_in_clinic up
wait_healthy 300

step "every service's log is rotated"
for container in $(compose ps -q); do
  docker inspect --format '{{.Name}} {{.HostConfig.LogConfig.Type}} {{index .HostConfig.LogConfig.Config "max-size"}} {{index .HostConfig.LogConfig.Config "max-file"}}' "$container"
done | tee "$work/log-config" | sed 's/^\//  /'
if grep -vq ' json-file 10m 5$' "$work/log-config"; then echo "A service's log is not rotated" >&2; exit 1; fi

step "the API image's own node loads every module it imports"
backend_image=$(docker inspect --format '{{.Image}}' "$(compose ps -q backend | head -1)")
docker run --rm -i --entrypoint node "$backend_image" --input-type=module - <"$here/check-modules.mjs"

step "the API's database role, with the credentials the API runs with: no superuser, no schema changes"
database_role() { compose exec -T backend node --input-type=module - clinic <"$here/check-database-role.mjs"; }
database_role

step "the API's object store account, with the credentials the API runs with: its own bucket's objects, nothing more"
object_store_account() {
  compose exec -T backend node --input-type=module - clinic-minio <"$here/check-object-store-account.mjs"
  # Nothing of the root account reaches the API's containers, by name or by value.
  local container
  for container in $(compose ps -q backend); do
    if docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$container" | grep -qE "^MINIO_ROOT_|=$minio_password\$"; then
      echo "The backend's environment holds MinIO's root account" >&2
      exit 1
    fi
  done
  echo "✓ no MINIO_ROOT_* name nor the root password in the backend's environment"
}
object_store_account
# The set-up refuses to give the API the root account (the API then does not start).
refusal=$(compose run --rm --no-deps -e S3_ACCESS_KEY=clinic-minio minio-init 2>&1) &&
  { echo "minio-init accepted MinIO's root account as the API's: $refusal" >&2; exit 1; }
grep -q "S3_ACCESS_KEY is MinIO's root account" <<<"$refusal" || { echo "minio-init refused the root account without saying why: $refusal" >&2; exit 1; }
echo "✓ minio-init refuses S3_ACCESS_KEY=MINIO_ROOT_USER, saying so"

step "the site and the API through nginx, plain HTTP"
checks serve
checks add-article

step "make reset-password: the owner's way back in, in the compose stack"
one_time=$(make_in_clinic reset-password ACCOUNT="$ADMIN_USERNAME" | sed -n 's/.*this password: \([a-z0-9-]*\)$/\1/p')
checks one-time-sign-in "$one_time"
# A file of this build, which the next release (the site built for https://DOMAIN) replaces.
previous_asset=$(curl -sS "http://127.0.0.1:$port/" | grep -o '/assets/site-[A-Za-z0-9_-]*\.js' | head -n 1)
[ -n "$previous_asset" ] || { echo "The home page names no /assets/site-….js" >&2; exit 1; }

step "HTTPS by itself: DOMAIN in .env, make up again, a certificate from a local ACME server (pebble)"
# pebble's own HTTPS certificate, from a CA of the test's own that the certificates service trusts.
tls="$clinic/.compose-test-tls"
mkdir -p "$tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=compose test CA" \
  -keyout "$tls/ca.key" -out "$tls/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=pebble" -keyout "$tls/pebble.key" -out "$tls/pebble.csr" 2>/dev/null
openssl x509 -req -in "$tls/pebble.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca.key" -CAcreateserial -days 2 \
  -extfile <(printf 'subjectAltName=DNS:pebble,DNS:localhost,IP:127.0.0.1') -out "$tls/pebble.pem" 2>/dev/null
printf '%s\n' '{ "pebble": { "listenAddress": "0.0.0.0:14000", "managementListenAddress": "0.0.0.0:15000",' \
  '  "certificate": "/test-tls/pebble.pem", "privateKey": "/test-tls/pebble.key", "httpPort": 80, "tlsPort": 443,' \
  '  "ocspResponderURL": "", "externalAccountBindingRequired": false } }' >"$tls/pebble-config.json"
chmod -R a+rX "$tls"
domain=clinic.test
https_port=$((port + 63))
pebble_port=$((port + 1))
{
  echo "DOMAIN=$domain"
  echo "ACME_EMAIL=operator@$domain"
  echo "HTTPS_PORT=$https_port"
  echo "PEBBLE_MANAGEMENT_PORT=$pebble_port"
  echo "COMPOSE_FILE=docker-compose.yml:docker-compose.https.yml:scripts/compose-test/pebble.yml"
} >>"$clinic/.env"
site="https://$domain:$https_port"
export DOMAIN=$domain NODE_EXTRA_CA_CERTS="$work/acme-roots.pem" BASE_URL="$site"
checks() { node --import "$here/resolve-domain.mjs" "$here/checks.mjs" "$@"; }
resolve=(--resolve "$domain:$https_port:127.0.0.1" --cacert "$work/acme-roots.pem")
# After each start: the certificate nginx serves must chain to the root pebble signs with (a new
# one each time pebble starts), which the checks then trust.
certified() {
  local deadline=$(($(date +%s) + 180))
  curl -sSf --cacert "$tls/ca.pem" "https://127.0.0.1:$pebble_port/roots/0" >>"$work/acme-roots.pem"
  until curl -sf "${resolve[@]}" -o /dev/null "$site/api/api/health"; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "nginx does not serve a certificate from the ACME server" >&2; exit 1; }
    sleep 1
  done
}
make_in_clinic up
wait_healthy 300
certified
answer=$(curl -sS "${resolve[@]}" -o /dev/null -w '%{ssl_verify_result} %{http_version}' "$site/")
[ "$answer" = "0 2" ] || { echo "https://$domain: certificate check and HTTP version were '$answer', not '0 2'" >&2; exit 1; }
echo "✓ https://$domain answers over HTTP/2 with a certificate the ACME server issued"
hsts=$(curl -sS "${resolve[@]}" -o /dev/null -D - "$site/" | tr -d '\r' | grep -i '^strict-transport-security:' || true)
[ -n "$hsts" ] || { echo "No HSTS over https" >&2; exit 1; }
echo "✓ $hsts"
moved=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$port/news?page=2")
[ "$moved" = "301 https://$domain/news?page=2" ] || { echo "http:// answered '$moved', not a move to https://$domain" >&2; exit 1; }
echo "✓ http:// moves to https://$domain (301)"
# The release (the site built for its new address) is what the API published at its start.
grep -q "<link rel=\"canonical\" href=\"https://$domain/about\"" <(curl -sS "${resolve[@]}" "$site/about") ||
  { echo "/about does not name https://$domain/about as its address: the new build was not published" >&2; exit 1; }
echo "✓ the pages name https://$domain as their address: make up published the new build"
# A page opened before this release still gets the files of the build it came from.
if curl -sS "${resolve[@]}" "$site/" | grep -qF "$previous_asset"; then
  echo "The release kept $previous_asset: nothing to check a page of the previous build against" >&2
  exit 1
fi
kept=$(curl -sS "${resolve[@]}" -o /dev/null -w '%{http_code}' "$site$previous_asset")
[ "$kept" = 200 ] || { echo "$previous_asset of the previous build answered $kept after the release, not 200" >&2; exit 1; }
echo "✓ $previous_asset of the previous build is still served after the release"
checks serve
checks article-present
checks change-content

step "the database, then the object store, stop and come back: the API says so, then recovers by itself"
compose stop postgres
checks health-down database
compose start postgres
checks health-up
compose stop minio
checks health-down objectStore
compose start minio
checks health-up
checks article-present

step "the backup drill: data in, make backup, make backup-check, every volume wiped, make up, make restore while a patient writes"
checks add-enquiry
make_in_clinic backup
backup_file=$(ls -t "$clinic"/backups/clinic-*.backup.age | head -1)
# Nothing of the clinic reads in the clear in it, and only its owner may read it.
state() { node -p "JSON.parse(require('fs').readFileSync(process.env.STATE_FILE, 'utf8'))['$1']"; }
for clear in INSERT '"title"' "$(state title)" "$(state enquiryName)" "$(state subscriberEmail)"; do
  if grep -qF -- "$clear" "$backup_file"; then echo "$backup_file holds $clear in the clear" >&2; exit 1; fi
done
[ "$(stat -c %a "$backup_file")" = 600 ] || { echo "$backup_file is readable by others: $(stat -c %A "$backup_file")" >&2; exit 1; }
echo "✓ $(basename "$backup_file") ($(stat -c %s "$backup_file") bytes, mode 600): no SQL, no JSON, no title, patient's name or e-mail in the clear"
make_in_clinic backup-check FILE="$backup_file"
# The same backup with one byte changed, past its header: refused, saying so.
damaged="$work/damaged.backup.age"
cp "$backup_file" "$damaged"
offset=$(($(stat -c %s "$damaged") * 7 / 10))
byte=$(od -An -tu1 -j "$offset" -N1 "$damaged" | tr -d ' ')
printf "\\$(printf %03o $((byte ^ 32)))" | dd of="$damaged" bs=1 seek="$offset" conv=notrunc status=none
if make_in_clinic backup-check FILE="$damaged" >"$work/damaged.log" 2>&1; then
  echo "make backup-check passed a backup with byte $offset changed" >&2
  exit 1
fi
grep -q "damaged or incomplete" "$work/damaged.log" || { echo "make backup-check refused the changed backup without saying why:" >&2; cat "$work/damaged.log" >&2; exit 1; }
echo "✓ make backup-check refuses it with byte $offset changed: $(grep -o 'The backup is damaged[^.]*' "$work/damaged.log" | head -1)"
# What each backup holds, read with the API's own code in the backup service's container.
manifest_of() { compose run --rm --no-deps -T backup node --input-type=module -e "$(cat "$here/backup-manifest.mjs")" <"$1"; }
manifest_of "$backup_file" >"$work/manifest-before.json"

compose down --volumes
make_in_clinic up
wait_healthy 300
certified
checks article-absent
# A reader holding the articles keeps the restore's transaction waiting a moment (as a long
# request of the API would), so that a patient's request surely arrives while it runs.
compose exec -T postgres psql -q -U clinic -d clinic -c 'BEGIN' -c 'SELECT count(*) FROM news_article' -c 'SELECT pg_sleep(15)' -c 'COMMIT' >/dev/null &
reader=$!
make_in_clinic restore FILE="$backup_file" >"$work/restore.log" 2>&1 &
restoring=$!
checks write-refused-during-restore
wait "$restoring" || { cat "$work/restore.log" >&2; exit 1; }
wait "$reader"
sed 's/^/  /' "$work/restore.log"
wait_healthy 300
checks article-present
checks content-present
database_role
object_store_account
# Every table's rows and every image's hash as they were: a backup of the restored clinic says so.
make_in_clinic backup
manifest_of "$(ls -t "$clinic"/backups/clinic-*.backup.age | head -1)" >"$work/manifest-after.json"
checks same-clinic "$work/manifest-before.json" "$work/manifest-after.json"

step "make down, make up: the data stays"
make_in_clinic down
make_in_clinic up
wait_healthy 300
certified
checks article-present
checks content-present

step "the daily backup: the backup service takes one at BACKUP_TIME into backups/, as uid 1000"
# The first whole minute at least one minute away, in the clinic's time zone.
daily_at=$((($(date +%s) + 119) / 60 * 60))
echo "BACKUP_TIME=$(TZ=Asia/Kolkata date -d "@$daily_at" +%H:%M)" >>"$clinic/.env"
compose up -d --no-deps backup
until daily=$(ls "$clinic"/backups/clinic-daily-*.backup.age 2>/dev/null | head -1) && [ -n "$daily" ]; do
  [ "$(date +%s)" -lt $((daily_at + 120)) ] || { echo "No daily backup 2 minutes after BACKUP_TIME" >&2; compose logs --tail=20 backup >&2; exit 1; }
  sleep 3
done
[ "$(stat -c '%u %a' "$daily")" = "1000 600" ] || { echo "$daily is not uid 1000's alone: $(stat -c '%u %A' "$daily")" >&2; exit 1; }
echo "✓ $(basename "$daily") written at $(TZ=Asia/Kolkata date -d "@$daily_at" +%H:%M) IST by uid 1000, mode 600"
make_in_clinic backup-check FILE="$daily"

step "two API replicas behind nginx"
compose up -d --no-recreate --scale backend=2
wait_healthy 300
compose restart nginx
wait_healthy 120
checks replicas 2

step "passed"
echo "The production compose stack passed in $(($(date +%s) - started)) s"
