import { CATALOGUE, MODULES, accessKeyInfo, type ModuleKey, type PermissionMap } from '@tenure/domain/access';

export type KeyKind = 'sectionAccess' | 'featureAccess';

/** One key of the role editor; `id` is 'MODULE.sectionAccess.Key', the form keysNotHeld names it in. */
export interface EditorKey {
  id: string;
  module: ModuleKey;
  kind: KeyKind;
  key: string;
  name: string;
  description: string;
}

export interface EditorModule {
  module: ModuleKey;
  label: string;
  keys: EditorKey[];
}

/** Every module of the catalogue with its section keys first, then its feature keys. */
export const EDITOR_MODULES: readonly EditorModule[] = MODULES.map((module) => ({
  module,
  label: CATALOGUE[module].label,
  keys: [
    ...CATALOGUE[module].sections.map((key) => editorKey(module, 'sectionAccess', key)),
    ...CATALOGUE[module].features.map((key) => editorKey(module, 'featureAccess', key)),
  ],
}));

function editorKey(module: ModuleKey, kind: KeyKind, key: string): EditorKey {
  return { id: `${module}.${kind}.${key}`, module, kind, key, ...accessKeyInfo(key) };
}

/** The keys a role grants, as editor ids. */
export function selectedKeys(map: PermissionMap): Set<string> {
  const selected = new Set<string>();
  for (const { module, keys } of EDITOR_MODULES) {
    for (const key of keys) if (map[module]?.[key.kind][key.key] === true) selected.add(key.id);
  }
  return selected;
}

/** The permission map of a selection: only granted keys, only modules with at least one. */
export function permissionMapOfSelection(selected: ReadonlySet<string>): PermissionMap {
  const map: PermissionMap = {};
  for (const { module, keys } of EDITOR_MODULES) {
    for (const key of keys) {
      if (!selected.has(key.id)) continue;
      const granted = (map[module] ??= { sectionAccess: {}, featureAccess: {} });
      granted[key.kind][key.key] = true;
    }
  }
  return map;
}

/** The modules and keys a search shows: a module whose name matches shows all its keys. */
export function filterModules(search: string): EditorModule[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...EDITOR_MODULES];
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  return EDITOR_MODULES.flatMap((module) => {
    if (matches(module.label)) return [module];
    const keys = module.keys.filter((key) => matches(`${key.name} ${key.description} ${key.key}`));
    return keys.length > 0 ? [{ ...module, keys }] : [];
  });
}

export type CheckState = 'all' | 'some' | 'none';

/** The select-all box of a list of keys: checked, indeterminate or clear. */
export function checkState(keys: readonly EditorKey[], selected: ReadonlySet<string>): CheckState {
  const count = keys.filter((key) => selected.has(key.id)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** Select-all: turns every listed key on, or all off when they already are. */
export function toggleAll(keys: readonly EditorKey[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const on = checkState(keys, selected) !== 'all';
  for (const key of keys) {
    if (on) next.add(key.id);
    else next.delete(key.id);
  }
  return next;
}

export function toggleKey(id: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
