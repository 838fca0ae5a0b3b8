#!/bin/sh
# The image's health check: the home page answers, over https when TLS ends here (DOMAIN set,
# the certificate may still be the self-signed stand-in), else over plain HTTP.
if [ -n "${DOMAIN:-}" ]; then
  exec wget -q -O /dev/null --no-check-certificate https://127.0.0.1/
fi
exec wget -q -O /dev/null http://127.0.0.1/
