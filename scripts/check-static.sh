#!/usr/bin/env bash
# Static checks of what cannot run here without Docker: the compose file, the nginx config
# (rendered exactly as `make start` renders it, then `nginx -t`) and the Dockerfiles.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "· docker-compose.yml"
secrets=(POSTGRES_PASSWORD=check DATABASE_API_PASSWORD=check-api-password MINIO_ROOT_USER=check MINIO_ROOT_PASSWORD=check-password S3_ACCESS_KEY=check-api
  S3_SECRET_KEY=check-api-secret JWT_SECRET=check ADMIN_USERNAME=check ADMIN_PASSWORD=check PUBLIC_SITE_URL=https://clinic.example)
if command -v docker-compose >/dev/null 2>&1; then
  # An empty env file, so an operator's own .env does not take part in the check.
  no_env=$(mktemp)
  env -i PATH="$PATH" "${secrets[@]}" docker-compose --env-file "$no_env" -f docker-compose.yml config -q
  # No secret has a default: without .env values compose must refuse.
  if env -i PATH="$PATH" docker-compose --env-file "$no_env" -f docker-compose.yml config -q >/dev/null 2>&1; then
    echo "docker-compose.yml starts without its secrets set" >&2
    rm -f "$no_env"
    exit 1
  fi
  # HTTPS by itself: the same with docker-compose.https.yml added, which needs DOMAIN and ACME_EMAIL.
  env -i PATH="$PATH" "${secrets[@]}" DOMAIN=clinic.example ACME_EMAIL=operator@clinic.example \
    docker-compose --env-file "$no_env" -f docker-compose.yml -f docker-compose.https.yml config -q
  if env -i PATH="$PATH" "${secrets[@]}" docker-compose --env-file "$no_env" -f docker-compose.yml -f docker-compose.https.yml config -q >/dev/null 2>&1; then
    echo "docker-compose.https.yml starts without DOMAIN and ACME_EMAIL set" >&2
    rm -f "$no_env"
    exit 1
  fi
  rm -f "$no_env"
else
  npx dclint docker-compose.yml docker-compose.https.yml
fi

echo "· docker-compose.yml scales the backend (--scale backend=N)"
node scripts/check-compose-scaling.mjs

echo "· nginx config"
nginx_bin=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [ -z "$nginx_bin" ]; then
  echo "nginx is not installed (apt-get install nginx)" >&2
  exit 1
fi
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
# The image's entrypoint writes the same real_ip lines as the runner.
TRUSTED_PROXY_CIDRS='10.0.0.0/8, 2001:db8::/32' NGINX_OPTIONAL_DIR="$prefix/image-optional" sh nginx/docker-entrypoint.d/15-clinic-real-ip.sh
node --input-type=module -e "
  import { readFileSync } from 'node:fs';
  import { realIpConf } from './scripts/nginx-config.mjs';
  if (readFileSync('$prefix/image-optional/real-ip.conf', 'utf8') !== realIpConf(['10.0.0.0/8', '2001:db8::/32'])) {
    console.error('nginx/docker-entrypoint.d writes other real_ip settings than scripts/nginx-config.mjs');
    process.exit(1);
  }
"
node --input-type=module -e "
  import { renderNginx } from './scripts/nginx-config.mjs';
  renderNginx({ prefix: '$prefix', port: 18999, siteRoot: '$PWD/frontend/dist', publishedRoot: '$prefix/published', backends: ['127.0.0.1:3000', '127.0.0.1:3001'], trusted: ['10.0.0.0/8', '2001:db8::/32'] });
"
"$nginx_bin" -t -q -p "$prefix" -c "$prefix/conf/nginx.conf" -e "$prefix/logs/error.log"

echo "· Dockerfiles"
npx dockerfilelint backend/Dockerfile nginx/Dockerfile nginx/certificates/Dockerfile
echo "static checks passed"
