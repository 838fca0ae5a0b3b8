import request from 'supertest';
import { createTestApp, TestApp } from './setup/test-app';

describe('GET /api/api/docs', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ API_DOCS: 'true' });
  });
  afterAll(async () => {
    await sut.close();
  });

  const directivesOf = (res: request.Response) =>
    new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources.join(' ')]),
    );

  it('answers the Swagger UI page with a policy that lets its own scripts and styles run', async () => {
    const res = await request(sut.http).get('/api/api/docs').redirects(1).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('swagger-ui-bundle.js');
    const csp = directivesOf(res);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the scripts the page loads, under the same policy', async () => {
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui-init.js']) {
      const res = await request(sut.http).get(`/api/api/docs/${asset}`).expect(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(directivesOf(res).get('script-src')).toBe("'self'");
    }
  });

  it("documents the patient's appointment page: the link's token in the Authorization header, the query deprecated", async () => {
    const docs = (await request(sut.http).get('/api/api/docs-json').expect(200)).body;
    const parameters = docs.paths['/api/api/appointments/mine'].get.parameters as Array<{ name: string; in: string; required?: boolean; deprecated?: boolean }>;
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'Authorization', in: 'header' }));
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'token', in: 'query', required: false, deprecated: true }));
  });

  it('keeps the strict policy on the rest of the API', async () => {
    for (const path of ['/api/api/health', '/api/api/news', '/api/api/docsx']) {
      const res = await request(sut.http).get(path);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });
});
