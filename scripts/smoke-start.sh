#!/usr/bin/env bash
# The README's `make start` as a newcomer runs it, from this clone, as whoever runs this script:
# the site in each serving mode (nginx, then the API serving it itself), each answering / and the
# health check, scripts compressed, a busy port refused in one line, and the second start of an
# unchanged tree not rebuilding anything. CI runs it as root from a 0700 folder and as an ordinary
# user from that user's own clone in its home.
#
#   scripts/smoke-start.sh [HTTP_PORT]      (default 18480; the ports above it are used too)
set -euo pipefail
cd "$(dirname "$0")/.."

port=${1:-18480}
data=$(mktemp -d)
logs=$(mktemp -d)
pid=
stop() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  fi
  pid=
}
trap 'stop; rm -rf "$data" "$logs"' EXIT
fail() {
  echo "smoke: $*" >&2
  [ -f "$logs/$mode.log" ] && tail -n 40 "$logs/$mode.log" >&2
  exit 1
}

modes=(node)
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then modes=(nginx node); fi

for mode in "${modes[@]}"; do
  echo "· make start with SITE_SERVER=$mode as $(id -un) in $PWD"
  # Its own process group, so every process make start began can be stopped at once.
  SITE_SERVER=$mode HTTP_PORT=$port DATA_DIR=$data setsid make start >"$logs/$mode.log" 2>&1 &
  pid=$!
  ready=
  for _ in $(seq 1 600); do
    # Ready once make start says so (the API may answer a moment before its ready line is printed).
    if grep -q '^\[start\] ready' "$logs/$mode.log" && curl -fsS -o /dev/null "http://127.0.0.1:$port/api/api/health" 2>/dev/null; then ready=yes; break; fi
    kill -0 "$pid" 2>/dev/null || fail "make start ($mode) stopped before the site answered"
    sleep 1
  done
  [ -n "$ready" ] || fail "the site ($mode) did not answer within 10 minutes"

  home=$(curl -fsS "http://127.0.0.1:$port/") || fail "/ did not answer 200 ($mode)"
  grep -q '<h1>' <<<"$home" || fail "/ has no prerendered content ($mode)"
  health=$(curl -fsS "http://127.0.0.1:$port/api/api/health")
  grep -q '"success":true' <<<"$health" || fail "health says $health ($mode)"
  script=$(grep -o '/assets/[^"]*\.js' <<<"$home" | head -n 1)
  encoding=$(curl -fsS -o /dev/null -D - -H 'Accept-Encoding: gzip, br' "http://127.0.0.1:$port$script" | tr -d '\r' | awk -F': ' 'tolower($1) == "content-encoding" { print $2 }')
  case "$encoding" in br | gzip) ;; *) fail "$script is sent uncompressed ($mode)" ;; esac
  grep -q "site served by $([ "$mode" = nginx ] && echo nginx || echo 'the API')" "$logs/$mode.log" || fail "make start did not serve the site with $mode"
  echo "  / and health answer 200, $script is sent with $encoding"

  if [ "$mode" = "${modes[0]}" ]; then
    set +e
    busy=$(SITE_SERVER=$mode HTTP_PORT=$port DATA_DIR=$data make start 2>&1)
    status=$?
    set -e
    [ "$status" -ne 0 ] || fail "a second make start on a busy port did not fail"
    grep -q "port $port (HTTP_PORT) is already in use" <<<"$busy" || fail "a busy port was not named: $busy"
    echo "  a busy port is refused: $(grep 'already in use' <<<"$busy")"
  else
    ! grep -q 'npm run build' "$logs/$mode.log" || fail "the second make start rebuilt an unchanged tree"
    echo "  the second make start did not rebuild"
  fi
  stop
done
echo "smoke: make start works for $(id -un) in both serving modes"
