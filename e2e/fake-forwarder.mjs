// A stand-in for the clinic's form-forwarding service in browser tests: it records every
// multipart submission and can be told to fail the next N requests.
//   POST /forward          the enquiry (multipart/form-data) → 200 {success:true} or 503
//   GET  /received         what it has recorded: [{ at, accept, fields }]
//   POST /fail?count=N     fail the next N submissions with 503
//   POST /reset            forget everything
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_FORWARDER_PORT ?? 0);
const received = [];
let failNext = 0;

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    if (req.method === 'GET' && url.pathname === '/received') return json(res, 200, received);
    if (req.method === 'POST' && url.pathname === '/reset') {
      received.length = 0;
      failNext = 0;
      return json(res, 200, { success: true });
    }
    if (req.method === 'POST' && url.pathname === '/fail') {
      failNext = Number(url.searchParams.get('count') ?? 1);
      return json(res, 200, { success: true, failNext });
    }
    if (req.method === 'POST' && url.pathname === '/forward') {
      const body = await readBody(req);
      if (failNext > 0) {
        failNext -= 1;
        return json(res, 503, { success: false, message: 'Temporarily unavailable' });
      }
      const form = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
      const fields = {};
      for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : '[file]';
      received.push({ at: new Date().toISOString(), accept: req.headers.accept ?? '', fields });
      return json(res, 200, { success: true });
    }
    json(res, 404, { success: false, message: 'Not found' });
  } catch (error) {
    json(res, 400, { success: false, message: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => console.log(`fake forwarder on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
