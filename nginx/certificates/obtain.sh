#!/bin/sh
# Obtains the certificate for DOMAIN from the ACME server (Let's Encrypt unless ACME_SERVER says
# otherwise) and keeps it renewed: checked twice a day, renewed when it has less than 30 days
# left. A failure is retried after a minute, then less often (up to an hour), and said in the log.
#   clinic-certificates          the service
#   clinic-certificates --check  its health check: the certificate is there
set -eu
store=/certificates
if [ "${1:-}" = --check ]; then
  exec test -s "$store/certificates/$DOMAIN.crt"
fi
: "${DOMAIN:?set DOMAIN in .env to the site's domain name}"
: "${ACME_EMAIL:?set ACME_EMAIL in .env: the ACME server writes there before a certificate ends}"
server="${ACME_SERVER:-https://acme-v02.api.letsencrypt.org/directory}"
lego_run() {
  lego --accept-tos --server "$server" --email "$ACME_EMAIL" --domains "$DOMAIN" \
    --http --http.webroot /srv/acme-challenge --path "$store" "$@"
}
wait_s=60
while :; do
  if [ -s "$store/certificates/$DOMAIN.crt" ]; then
    lego_run renew --days 30 && ok=yes || ok=no
  else
    echo "Asking $server for a certificate for $DOMAIN"
    lego_run run && ok=yes || ok=no
  fi
  if [ "$ok" = yes ]; then
    echo "The certificate for $DOMAIN is in place; next check in 12 hours"
    wait_s=60
    sleep 43200
  else
    echo "No certificate for $DOMAIN this time (is DOMAIN's DNS pointing here, and port 80 open?); trying again in $wait_s s"
    sleep "$wait_s"
    wait_s=$((wait_s * 2 > 3600 ? 3600 : wait_s * 2))
  fi
done
