import type { FeatureOf, SectionOf } from './catalogue.ts';
import type { ModuleKey } from './modules.ts';

/** A section of one module; the union makes a misspelt key or a key of the wrong module a compile error. */
export type SectionKey = { [M in ModuleKey]: { module: M; section: SectionOf<M> } }[ModuleKey];
export type FeatureKey = { [M in ModuleKey]: { module: M; feature: FeatureOf<M> } }[ModuleKey];
export type AccessKey = SectionKey | FeatureKey;

export function section<M extends ModuleKey>(module: M, name: SectionOf<M>): SectionKey {
  return { module, section: name } as SectionKey;
}

export function feature<M extends ModuleKey>(module: M, name: FeatureOf<M>): FeatureKey {
  return { module, feature: name } as FeatureKey;
}

/** 'DASHBOARD.section.Dashboard': a readable form for logs, errors and route declarations. */
export function describeAccessKey(key: AccessKey): string {
  return 'section' in key ? `${key.module}.section.${key.section}` : `${key.module}.feature.${key.feature}`;
}
