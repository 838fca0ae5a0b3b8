// Run by the API image's own node (`docker run -i IMAGE node --input-type=module - < check-modules.mjs`): every module
// the built API and the site's publishing scripts import must load from where Node looks for it
// in the image. A package left out of the image fails here, not when the clinic's site starts.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';

function files(dir, ending) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return path.endsWith(ending) ? [path] : [];
  });
}

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const isPackage = (specifier) =>
  /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]+)?$/i.test(specifier) && !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:') &&
  !builtinModules.includes(packageName(specifier));

const failures = [];
let loaded = 0;
for (const file of files('/app/backend/dist', '.js')) {
  const source = readFileSync(file, 'utf8');
  const requireHere = createRequire(file);
  for (const [, specifier] of source.matchAll(/require\("([^"]+)"\)/g)) {
    if (!isPackage(specifier)) continue;
    try {
      requireHere(specifier);
      loaded += 1;
    } catch (error) {
      failures.push(`${file}: ${specifier}: ${error.message.split('\n')[0]}`);
    }
  }
}
const siteFiles = [...files('/app/frontend/scripts', '.mjs'), ...files('/app/frontend/dist-ssr', '.js')];
for (const file of siteFiles) {
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport\(?)\s*["']([^"']+)["']/g)) {
    if (!isPackage(specifier)) continue;
    try {
      await import(createRequire(file).resolve(specifier));
      loaded += 1;
    } catch (error) {
      failures.push(`${file}: ${specifier}: ${error.message.split('\n')[0]}`);
    }
  }
}
// The app itself, as `node dist/main.js` loads it (without starting it).
try {
  createRequire('/app/backend/dist/main.js')('/app/backend/dist/app.module.js');
} catch (error) {
  failures.push(`/app/backend/dist/app.module.js: ${error.message.split('\n')[0]}`);
}
if (failures.length > 0) {
  console.error(`The API image cannot load ${failures.length} module(s):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`✓ the API image's node loads every module its code imports (${loaded} imports, and the app module)`);
