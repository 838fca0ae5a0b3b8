#!/bin/sh
# As the official nginx image does: each /etc/nginx/templates/*.template becomes a file of
# NGINX_ENVSUBST_OUTPUT_DIR with ${VARIABLE}s of the environment filled in. Only variables that
# are set are replaced, so nginx's own $variables stay as they are.
set -eu
template_dir="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"
output_dir="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
[ -d "$template_dir" ] || exit 0
defined_envs=$(printf '${%s} ' $(env | cut -d= -f1 | grep -E '^[A-Za-z_][A-Za-z0-9_]*$'))
mkdir -p "$output_dir"
for template in "$template_dir"/*"$suffix"; do
  [ -f "$template" ] || continue
  output="$output_dir/$(basename "$template" "$suffix")"
  envsubst "$defined_envs" < "$template" > "$output"
done
