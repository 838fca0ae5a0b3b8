import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Env } from '../config/env';
import { ObjectStoreService } from './object-store.service';

/**
 * s3rver deletes every key it is asked to, so this stands in for a store (MinIO, S3) that answers
 * a batch delete with 200 and per-key errors, e.g. when a policy forbids deleting.
 */
function storeThatAnswersDeletes(deleteResult: string): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>
<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleteResult}</DeleteResult>`);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function storeAt(server: Server): ObjectStoreService {
  const { port } = server.address() as AddressInfo;
  return new ObjectStoreService(
    Object.assign(new Env(), {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: 'clinic',
      S3_SECRET_KEY: 'clinic-secret',
    }),
  );
}

describe(`${ObjectStoreService.name}.deleteMany`, () => {
  let server: Server | undefined;
  let sut: ObjectStoreService | undefined;

  afterEach(async () => {
    sut?.onApplicationShutdown();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('fails, naming each key and why, when the store could not delete some of them', async () => {
    server = await storeThatAnswersDeletes(
      '<Error><Key>card.webp</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    );
    sut = storeAt(server);
    await expect(sut.deleteMany(['card.webp', 'content.webp'])).rejects.toThrow(
      'Could not delete 1 of 2 objects: card.webp (AccessDenied: Access Denied)',
    );
  });

  it('succeeds when the quiet answer lists no errors', async () => {
    server = await storeThatAnswersDeletes('');
    sut = storeAt(server);
    await expect(sut.deleteMany(['card.webp'])).resolves.toBeUndefined();
  });
});
