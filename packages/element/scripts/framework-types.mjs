// Framework typings generated from the Custom Elements Manifest with the custom-element-*-integration
// tools (wc-toolkit): Vue (GlobalComponents), Svelte (svelteHTML), Solid and generic JSX
// (Preact, or React 19's intrinsic elements). Each file imports the element classes from the
// package's main entry, so the attribute, property and event types are the element's own.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { generateSolidJsTypes } from 'custom-element-solidjs-integration';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

/** Writes dist/types/{vue,svelte,solid,jsx}.d.ts from the shipped manifest. */
export async function writeFrameworkTypes(manifest, dist) {
  const outdir = join(dist, 'types');
  mkdirSync(outdir, { recursive: true });
  const forTypes = typingsView(manifest);
  // Each class is imported from the entry that defines it.
  const componentTypePath = (name, tag) => (tag === 'variant-lesson' ? '@variant-board/element/lesson' : '@variant-board/element');
  const common = { outdir, componentTypePath, hideLogs: true };
  generateVuejsTypes(forTypes, { ...common, fileName: 'vue.d.ts' });
  generateSvelteTypes(forTypes, { ...common, fileName: 'svelte.d.ts' });
  generateSolidJsTypes(forTypes, { ...common, fileName: 'solid.d.ts' });
  generateJsxTypes(forTypes, { ...common, fileName: 'jsx.d.ts' });
  console.log('dist/types: vue.d.ts, svelte.d.ts, solid.d.ts, jsx.d.ts');
}

/**
 * The manifest as the generators should see it: read-only members (`ready`, `game`...) are not
 * props a template can set, and an attribute backed by a private field (`interactive="false"`)
 * is typed by the public property of the same name.
 */
function typingsView(manifest) {
  const copy = structuredClone(manifest);
  for (const mod of copy.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      const members = decl.members ?? [];
      decl.members = members.filter((m) => !m.readonly);
      for (const attr of decl.attributes ?? []) {
        if (attr.fieldName?.startsWith('_')) {
          if (members.some((m) => m.name === attr.name && !m.readonly && m.kind === 'field')) attr.fieldName = attr.name;
          else delete attr.fieldName;
        }
      }
    }
  }
  return copy;
}
