import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundaries } from './boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
// The repository's own root: the rule reads paths only, so the files need not exist.
const repo = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(repo, file);

const leave = at('apps/api/src/modules/leave/services/balances.ts');
const leaveTest = at('apps/api/src/modules/leave/balances.test.ts');
const platform = at('apps/api/src/platform/jobs.ts');
const feature = at('apps/web/src/features/leave/pages/LeavePage.tsx');
const domain = at('packages/domain/src/leave/rules.ts');

tester.run('boundaries', boundaries, {
  valid: [
    // Inside the own module or feature, anything goes.
    { filename: leave, code: "import { x } from '../data/queries.ts';" },
    { filename: leave, code: "import { x } from './rules';" },
    // Another module or feature through its index, with or without the extension, or as the folder.
    { filename: leave, code: "import { isInSubtreeOf } from '../../employees/index.ts';" },
    { filename: leave, code: "import { isInSubtreeOf } from '../../employees/index';" },
    { filename: leave, code: "import { isInSubtreeOf } from '../../employees';" },
    { filename: leave, code: "export * from '../../employees/index.ts';" },
    { filename: leave, code: "const m = await import('../../employees/index.ts');" },
    { filename: feature, code: "import { EmployeePicker } from '../../employees/index.tsx';" },
    { filename: feature, code: "import { EmployeePicker } from '../../employees/index.ts';" },
    // Shared code outside features and modules.
    { filename: feature, code: "import { api } from '../../../lib/api/index.ts';" },
    { filename: feature, code: "import { DataTable } from '../../../components/table/DataTable.tsx';" },
    { filename: leave, code: "import { guard } from '../../../platform/guard.ts';" },
    // Tests and test kits may use another module's test kit.
    { filename: leaveTest, code: "import { hire } from '../onboarding/test-kit.ts';" },
    { filename: at('apps/api/src/modules/leave/test-kit.ts'), code: "import { hire } from '../onboarding/test-kit';" },
    // Tests may use the seed's data files.
    { filename: leaveTest, code: "import { PEOPLE } from '../../db/seed/people-data.ts';" },
    // Code outside modules (seed, app, the module registry) is not a module: this rule leaves it alone.
    { filename: at('apps/api/src/db/seed/leave.ts'), code: "import { x } from '../../modules/leave/rules.ts';" },
    { filename: at('apps/api/src/modules/index.ts'), code: "import { leaveRoutes } from './leave/routes.ts';" },
    // The app shell may import features; platform may import platform.
    {
      filename: at('apps/web/src/app/App.tsx'),
      code: "import { LeavePage } from '../features/leave/pages/LeavePage.tsx';",
    },
    { filename: platform, code: "import { db } from './db.ts';" },
    // Domain: its own files, zod, other domain entries.
    {
      filename: domain,
      code: "import { z } from 'zod'; import { x } from '../dates.ts'; import { y } from '@tenure/domain/leave';",
    },
    // Bare packages elsewhere are not this rule's business.
    { filename: feature, code: "import { Button } from '@mantine/core';" },
    // Non-literal dynamic imports cannot be checked.
    { filename: leave, code: 'const m = await import(name);' },
  ],
  invalid: [
    {
      filename: leave,
      code: "import { isInSubtreeOf } from '../../employees/hierarchy.ts';",
      errors: [
        {
          message:
            'modules/leave may use modules/employees only through its public surface: import from modules/employees/index.ts instead of modules/employees/hierarchy.ts (export what you need there).',
        },
      ],
    },
    // Without the extension, as a re-export, as a dynamic import, as a type import.
    {
      filename: leave,
      code: "import { x } from '../../employees/hierarchy';",
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: leave,
      code: "export { x } from '../../policies/plans/effective.ts';",
      errors: [{ messageId: 'moduleInternals' }],
    },
    { filename: leave, code: "export * from '../../policies/plans.ts';", errors: [{ messageId: 'moduleInternals' }] },
    {
      filename: leave,
      code: "const m = await import('../../policies/plans.ts');",
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: leave,
      code: "type P = import('../../policies/plans.ts').Plan;",
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: leave,
      code: "import type { Plan } from '../../policies/plans.ts';",
      errors: [{ messageId: 'moduleInternals' }],
    },
    // A test kit is for tests only.
    {
      filename: leave,
      code: "import { hire } from '../../onboarding/test-kit.ts';",
      errors: [{ messageId: 'testKitOutsideTests' }],
    },
    // A module's tests follow the same rule for everything but test kits.
    {
      filename: leaveTest,
      code: "import { x } from '../employees/hierarchy.ts';",
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: feature,
      code: "import { EmployeeCard } from '../../employees/components/EmployeeCard';",
      errors: [
        {
          message:
            'features/leave may use features/employees only through its public surface: import from features/employees/index.ts instead of features/employees/components/EmployeeCard (export what you need there).',
        },
      ],
    },
    {
      filename: feature,
      code: "import { navigation } from '../../../app/navigation.ts';",
      errors: [
        {
          message:
            'A feature must not import the app shell (app/navigation.ts): move what features share into components/ or lib/, or let app/ pass it in.',
        },
      ],
    },
    {
      filename: platform,
      code: "import { x } from '../modules/leave/index.ts';",
      errors: [{ messageId: 'platformImportsModule' }],
    },
    {
      filename: platform,
      code: "import { x } from '../db/seed/roles.ts';",
      errors: [{ messageId: 'platformImportsModule' }],
    },
    {
      filename: at('apps/api/src/modules/tenants/provisioning.ts'),
      code: "import { DEFAULT_ROLES } from '../../db/seed/roles.ts';",
      errors: [{ messageId: 'importsSeed' }],
    },
    {
      filename: at('apps/api/src/modules/tenants/provisioning.ts'),
      code: "import { PEOPLE } from '../../db/seed/people-data.ts';",
      errors: [{ messageId: 'importsSeed' }],
    },
    {
      filename: leaveTest,
      code: "import { seedDemo } from '../../db/seed/demo.ts';",
      errors: [{ messageId: 'testImportsSeed' }],
    },
    {
      filename: domain,
      code: "import { x } from '../../../../apps/api/src/platform/db.ts';",
      errors: [{ messageId: 'domainImportsApp' }],
    },
    {
      filename: domain,
      code: "import pkg from '../../../../apps/web/package.json';",
      errors: [{ messageId: 'domainImportsApp' }],
    },
    {
      filename: domain,
      code: "import type { Api } from '@tenure/api';",
      errors: [{ messageId: 'domainImportsPackage' }],
    },
    ...[
      'fastify',
      '@fastify/multipart',
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'react',
      'react-dom/client',
      '@mantine/core',
    ].map((name) => ({
      filename: domain,
      code: `import x from '${name}';`,
      errors: [
        {
          message: `packages/domain is shared by the server and the browser and must not import ${name}: keep code that needs it in apps/api or apps/web, and pass plain values into the domain functions.`,
        },
      ],
    })),
  ],
});
