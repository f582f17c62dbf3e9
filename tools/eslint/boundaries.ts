import path from 'node:path';
import type { Rule } from 'eslint';
import type { Literal } from 'estree';

/**
 * `tenure/boundaries`: who may import what (issue 32).
 *
 * - apps/api/src/modules/<X>/… imports another module <Y> only as modules/<Y>/index.ts;
 *   apps/web/src/features/<X>/… imports another feature only as features/<Y>/index.ts(x).
 * - A test file (or a test kit) may also import another module's test-kit.ts: test kits are shared fixtures.
 * - apps/web/src/features/ never imports the app shell apps/web/src/app/.
 * - apps/api/src/platform/ never imports modules/ nor the demo seed db/seed/.
 * - apps/api/src/modules/ never imports db/seed/ (the seed uses modules); tests may import seed data files (*-data.ts).
 * - packages/domain imports nothing of apps/ nor a server-only or browser-only package.
 *
 * Only the file names are compared: relative specifiers are resolved against the importing file, with or without
 * an extension, so the rule needs no file system and no resolver.
 */

/** A file's place in the tree: which source root it is under, and its path inside that root. */
type Place =
  | { root: 'api'; inner: string; repo: string }
  | { root: 'web'; inner: string; repo: string }
  | { root: 'domain'; inner: string; repo: string }
  | { root: 'other'; inner: string; repo: string };

const ROOTS: readonly { root: Place['root']; dir: string }[] = [
  { root: 'api', dir: 'apps/api/src/' },
  { root: 'web', dir: 'apps/web/src/' },
  { root: 'domain', dir: 'packages/domain/' },
];

/** Packages that run on one side only: the shared domain package must not need them. */
const SIDE_ONLY_PACKAGES =
  /^(fastify|@fastify\/[^/]+|drizzle-orm|react|react-dom|@mantine\/[^/]+|@tenure\/(api|web))(\/.*)?$/;

const INDEX = /^index(\.(ts|tsx|js|jsx))?$/;
const TEST_KIT = /^test-kit(\.ts)?$/;
const SEED_DATA = /-data(\.ts)?$/;
const TEST_FILE = /\.test\.tsx?$/;

function place(file: string): Place {
  const posix = file.split(path.sep).join('/');
  for (const { root, dir } of ROOTS) {
    const at = posix.lastIndexOf(`/${dir}`);
    if (at >= 0) return { root, inner: posix.slice(at + dir.length + 1), repo: posix.slice(0, at) };
  }
  return { root: 'other', inner: posix, repo: '' };
}

/**
 * `modules/leave/x/y.ts` under `modules` → { unit: 'leave', rest: 'x/y.ts' }; `modules/leave` → rest ''.
 * Undefined when the path is not inside a unit of the folder.
 */
function unitOf(inner: string, folder: string): { unit: string; rest: string } | undefined {
  const [top, unit, ...rest] = inner.split('/');
  if (top !== folder || unit === undefined || unit === '') return undefined;
  return { unit, rest: rest.join('/') };
}

function isTestSide(inner: string): boolean {
  const base = inner.slice(inner.lastIndexOf('/') + 1);
  return TEST_FILE.test(base) || TEST_KIT.test(base);
}

export const boundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules and features import each other only through index.ts; layers import downwards only' },
    schema: [],
    messages: {
      moduleInternals:
        'modules/{{from}} may use modules/{{to}} only through its public surface: import from modules/{{to}}/index.ts instead of modules/{{to}}/{{rest}} (export what you need there).',
      featureInternals:
        'features/{{from}} may use features/{{to}} only through its public surface: import from features/{{to}}/index.ts instead of features/{{to}}/{{rest}} (export what you need there).',
      testKitOutsideTests:
        '{{dir}}/{{to}}/{{rest}} is a shared test fixture: only test files (*.test.ts) and test kits may import it. Import what production code needs from {{dir}}/{{to}}/index.ts instead.',
      featureImportsApp:
        'A feature must not import the app shell (app/{{rest}}): move what features share into components/ or lib/, or let app/ pass it in.',
      platformImportsModule:
        'platform/ is infrastructure and must not import {{target}}: move the code that needs it into the module that owns it, or let the module hand it to platform/ (a registration or a parameter).',
      importsSeed:
        'The demo seed uses modules, not the reverse: modules/ must not import db/seed/{{rest}}. Move what both need into the module that owns it and let the seed import it from that module’s index.ts.',
      testImportsSeed:
        'A test may import only the seed’s data files (db/seed/*-data.ts), not db/seed/{{rest}}: create the data through the module’s index.ts or a test-kit.ts instead.',
      domainImportsApp:
        'packages/domain is shared by the server and the browser and must not import apps/ ({{target}}): move the shared code into packages/domain instead.',
      domainImportsPackage:
        'packages/domain is shared by the server and the browser and must not import {{target}}: keep code that needs it in apps/api or apps/web, and pass plain values into the domain functions.',
    },
  },
  create(context) {
    const from = place(context.filename);
    if (from.root === 'other') return {};

    function check(source: Literal, specifier: string): void {
      const relative =
        specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..';
      if (!relative) {
        if (from.root === 'domain' && SIDE_ONLY_PACKAGES.test(specifier)) {
          context.report({ node: source, messageId: 'domainImportsPackage', data: { target: specifier } });
        }
        return;
      }
      const target = place(path.resolve(path.dirname(context.filename), specifier));
      if (from.root === 'domain') {
        if (target.root === 'api' || target.root === 'web' || target.inner.startsWith(`${from.repo}/apps/`)) {
          context.report({ node: source, messageId: 'domainImportsApp', data: { target: specifier } });
        }
        return;
      }
      if (target.root !== from.root) return;
      if (from.root === 'api') checkApi(source, from.inner, target.inner);
      else checkWeb(source, from.inner, target.inner);
    }

    /** A cross-unit import that is not the index: allowed only for tests importing a test kit. */
    function checkCrossUnit(
      source: Literal,
      fromInner: string,
      dir: 'modules' | 'features',
      targetInner: string,
    ): void {
      // The importer belongs to a unit only when it lies inside its folder (not e.g. modules/index.ts).
      const mine = fromInner.split('/').length > 2 ? unitOf(fromInner, dir) : undefined;
      const theirs = unitOf(targetInner, dir);
      if (theirs === undefined || theirs.unit === mine?.unit || theirs.rest === '' || INDEX.test(theirs.rest)) return;
      const data = { from: mine?.unit ?? '', to: theirs.unit, rest: theirs.rest, dir };
      if (TEST_KIT.test(theirs.rest)) {
        if (!isTestSide(fromInner)) context.report({ node: source, messageId: 'testKitOutsideTests', data });
        return;
      }
      if (mine === undefined) return;
      context.report({ node: source, messageId: dir === 'modules' ? 'moduleInternals' : 'featureInternals', data });
    }

    function checkApi(source: Literal, fromInner: string, targetInner: string): void {
      const seed = targetInner.startsWith('db/seed/') ? targetInner.slice('db/seed/'.length) : undefined;
      if (fromInner.startsWith('platform/')) {
        if (targetInner.startsWith('modules/') || seed !== undefined) {
          context.report({ node: source, messageId: 'platformImportsModule', data: { target: targetInner } });
        }
        return;
      }
      if (!fromInner.startsWith('modules/')) return;
      if (seed !== undefined) {
        const base = fromInner.slice(fromInner.lastIndexOf('/') + 1);
        if (!TEST_FILE.test(base)) context.report({ node: source, messageId: 'importsSeed', data: { rest: seed } });
        else if (!SEED_DATA.test(seed))
          context.report({ node: source, messageId: 'testImportsSeed', data: { rest: seed } });
        return;
      }
      checkCrossUnit(source, fromInner, 'modules', targetInner);
    }

    function checkWeb(source: Literal, fromInner: string, targetInner: string): void {
      if (!fromInner.startsWith('features/')) return;
      if (targetInner === 'app' || targetInner.startsWith('app/')) {
        context.report({
          node: source,
          messageId: 'featureImportsApp',
          data: { rest: targetInner.slice('app/'.length) },
        });
        return;
      }
      checkCrossUnit(source, fromInner, 'features', targetInner);
    }

    /** The specifier of an import, export … from, import() or type import('…'), when it is a string literal. */
    function checkSource(node: Rule.Node): void {
      if (!('source' in node) || node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      check(node.source, node.source.value);
    }

    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      TSImportType: checkSource,
    };
  },
};
