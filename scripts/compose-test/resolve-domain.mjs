// Preloaded by the compose test (node --import): the site's DOMAIN resolves to this machine, as
// if its DNS pointed here, so the checks reach nginx by name over HTTPS with the real certificate.
import dns from 'node:dns';

const domain = process.env.DOMAIN;
const lookup = dns.lookup;
dns.lookup = (host, options, callback) => {
  if (typeof options === 'function') [options, callback] = [{}, options];
  if (!domain || host !== domain) return lookup(host, options, callback);
  const all = typeof options === 'object' && options?.all;
  return all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
};
