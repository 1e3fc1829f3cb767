// The typings generated from the Custom Elements Manifest, as Vue, Svelte and JSX users meet them.
import type { CustomElements as VueElements } from '@variant-board/element/vue';
import type { CustomElements as JsxElements } from '@variant-board/element/jsx';
import type { CustomElements as SvelteElements } from '@variant-board/element/svelte';

import type {} from '@variant-board/element/vue';
import type { GlobalComponents } from 'vue';

/** What Vue's template checker sees for <variant-board> once the typings are loaded (as the README shows). */
type VueBoardProps = InstanceType<GlobalComponents['variant-board']>['$props'];
export type SameComponent = VueElements['variant-board'] extends GlobalComponents['variant-board'] ? true : never;
export const same: SameComponent = true;

export const vueProps: VueBoardProps = {
  variant: 'sixstone',
  analysis: true,
  onmove: (e) => console.log(e.detail.to),
};
export const badVue: VueBoardProps = {
  // @ts-expect-error: the detail is typed
  onmove: (e) => console.log(e.detail.nothingLikeThis),
};
export const jsxProps: JsxElements['variant-board'] = { variant: 'dart', level: 3 };
// @ts-expect-error: a level is a number
export const badJsx: JsxElements['variant-board'] = { level: 'strong' };
export const svelteProps: SvelteElements['variant-board'] = { variant: 'dice' };
