// The lint's boundaries and form-kit rules, tried on code that crosses them (and on code that
// does not): `make lint` runs this after ESLint itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../nginx-config.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The rules broken by `code` were it written at `path` (relative to the repository). */
async function brokenRules(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('boundaries of the site', () => {
  it('refuses a feature importing another feature', async () => {
    const rules = await brokenRules('frontend/src/features/home/components/crossing.tsx', "import { NewsList } from '../../news/components/news-list';\nexport const X = NewsList;\n");
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
  });

  it('refuses shared code importing a feature or the app, and lib importing content', async () => {
    assert.deepEqual(await brokenRules('frontend/src/components/layout/crossing.tsx', "import { NewsList } from '../../features/news/components/news-list';\nexport const X = NewsList;\n"), [
      'import-x/no-restricted-paths',
    ]);
    assert.deepEqual(await brokenRules('frontend/src/components/layout/crossing.tsx', "import { SiteLayout } from '../../app/site-layout';\nexport const X = SiteLayout;\n"), [
      'import-x/no-restricted-paths',
    ]);
    assert.deepEqual(await brokenRules('frontend/src/lib/crossing.ts', "import { clinic } from '../content/clinic';\nexport const X = clinic;\n"), ['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own code, shared code and the contract', async () => {
    const code = "import { FIELD_LIMITS } from '@aura/contract';\nimport { TextField } from '../../../components/ui/form/field';\nimport { clinic } from '../../../content/clinic';\nimport { NewsList } from './news-list';\nexport const X = [FIELD_LIMITS, TextField, clinic, NewsList];\n";
    assert.deepEqual(await brokenRules('frontend/src/features/news/components/allowed.tsx', code), []);
  });
});

describe('boundaries of the API', () => {
  it('refuses a module importing one listed after it', async () => {
    const rules = await brokenRules('backend/src/enquiries/crossing.ts', "import { AppointmentDesk } from '../appointments/appointment-desk.service';\nexport const X = AppointmentDesk;\n");
    assert.deepEqual(rules, ['import-x/no-restricted-paths']);
  });

  it('lets a module import one listed before it', async () => {
    assert.deepEqual(await brokenRules('backend/src/appointments/allowed.ts', "import { EnquiriesService } from '../enquiries/enquiries.service';\nexport const X = EnquiriesService;\n"), []);
  });
});

describe('the form kit', () => {
  const ownWiring = 'export function Own() {\n  return (\n    <div>\n      <label htmlFor="n">Name</label>\n      <input id="n" aria-invalid />\n    </div>\n  );\n}\n';

  it('refuses a form wiring its own label and aria-invalid', async () => {
    const rules = await brokenRules('frontend/src/features/home/components/own-form.tsx', ownWiring);
    assert.deepEqual(rules, ['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('is where labels are wired', async () => {
    assert.deepEqual(await brokenRules('frontend/src/components/ui/form/own-field.tsx', ownWiring), []);
  });
});
