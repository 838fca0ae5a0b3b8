#!/bin/sh
# TRUSTED_PROXY_CIDRS (a TLS proxy or load balancer in front of nginx) becomes nginx's real_ip
# settings: the visitor's address is read from X-Forwarded-For only on connections from those
# proxies. The same lines scripts/nginx-config.mjs writes for `make start` (scripts/check-static.sh
# compares them). The image's entrypoint runs this before nginx starts.
set -eu
dir="${NGINX_OPTIONAL_DIR:-/etc/nginx/optional}"
conf="$dir/real-ip.conf"
mkdir -p "$dir"
rm -f "$conf"
[ -n "${TRUSTED_PROXY_CIDRS:-}" ] || exit 0
for cidr in $(echo "$TRUSTED_PROXY_CIDRS" | tr ',' ' '); do
  echo "set_real_ip_from $cidr;" >> "$conf"
done
printf 'real_ip_header X-Forwarded-For;\nreal_ip_recursive on;\n' >> "$conf"
