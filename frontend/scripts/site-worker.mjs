// The site build, at the API's service: a worker thread (node:worker_threads) that loads the
// server bundle (dist-ssr/entry-server.js) and answers the API's questions about the clinic
// content the admin edits, with the very code the pages are made with.
//   { id, op: 'builtIn', kind }          → { id, result: item }
//   { id, op: 'parse', kind, value, key } → { id, result: { item } | { problems } }
// A keyed kind (treatment) answers builtIn with its list, and parses an item under its key.
// An unknown kind or a failure answers { id, error }.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const server = await import(pathToFileURL(join(workerData.frontendDir, 'dist-ssr', 'entry-server.js')).href);

const operations = {
  builtIn: ({ kind }) => kindOf(kind).builtIn,
  parse: ({ kind, value, key }) => kindOf(kind).parse(value, key),
};

function kindOf(name) {
  const kinds = { ...server.contentKinds, ...server.keyedContentKinds };
  const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
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
