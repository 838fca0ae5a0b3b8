// The site build, at the API's service: a worker thread (node:worker_threads) that loads the
// server bundle (dist-ssr/entry-server.js) and answers the API's questions about the clinic
// content the admin edits, with the very code the pages are made with.
//   { id, op: 'builtIn', kind }          → { id, result: item }
//   { id, op: 'parse', kind, value }     → { id, result: { item } | { problems } }
// An unknown kind or a failure answers { id, error }.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const server = await import(pathToFileURL(join(workerData.frontendDir, 'dist-ssr', 'entry-server.js')).href);

const operations = {
  builtIn: ({ kind }) => kindOf(kind).builtIn,
  parse: ({ kind, value }) => kindOf(kind).parse(value),
};

function kindOf(name) {
  const kind = Object.hasOwn(server.contentKinds, name) ? server.contentKinds[name] : undefined;
  if (!kind) throw new Error(`No content kind "${name}"`);
  return kind;
}

parentPort.on('message', (message) => {
  try {
    const operation = Object.hasOwn(operations, message.op) ? operations[message.op] : undefined;
    if (!operation) throw new Error(`No operation "${message.op}"`);
    parentPort.postMessage({ id: message.id, result: operation(message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
