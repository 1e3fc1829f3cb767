/**
 * Scene -> Lit `svg` templates. Attributes are the same as in svg-string.ts (an absent value
 * removes the attribute), and all text goes through Lit's text bindings.
 */
import { nothing, svg } from 'lit/html.js';
import type { SVGTemplateResult } from 'lit/html.js';
import type { Shape } from './shapes.js';

const a = <T>(v: T | undefined) => (v === undefined ? nothing : v);

export function renderShape(s: Shape): SVGTemplateResult {
  switch (s.kind) {
    case 'rect':
      return svg`<rect class=${a(s.cls)} x=${a(s.x)} y=${a(s.y)} width=${a(s.width)} height=${a(s.height)} rx=${a(s.rx)} transform=${a(s.transform)} fill=${a(s.fill)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)}></rect>`;
    case 'circle':
      return svg`<circle class=${a(s.cls)} cx=${a(s.cx)} cy=${a(s.cy)} r=${a(s.r)} transform=${a(s.transform)} fill=${a(s.fill)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)} stroke-dasharray=${a(s.dash)}></circle>`;
    case 'polygon':
      return svg`<polygon class=${a(s.cls)} points=${a(s.points)} transform=${a(s.transform)} fill=${a(s.fill)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)} stroke-dasharray=${a(s.dash)}></polygon>`;
    case 'polyline':
      return svg`<polyline class=${a(s.cls)} points=${a(s.points)} fill=${a(s.fill)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)} stroke-dasharray=${a(s.dash)} stroke-linecap=${a(s.linecap)}></polyline>`;
    case 'line':
      return svg`<line class=${a(s.cls)} x1=${a(s.x1)} y1=${a(s.y1)} x2=${a(s.x2)} y2=${a(s.y2)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)} stroke-dasharray=${a(s.dash)} stroke-linecap=${a(s.linecap)}></line>`;
    case 'path':
      return svg`<path class=${a(s.cls)} d=${a(s.d)} transform=${a(s.transform)} fill=${a(s.fill)} stroke=${a(s.stroke)} stroke-width=${a(s.strokeWidth)} opacity=${a(s.opacity)} stroke-dasharray=${a(s.dash)} stroke-linecap=${a(s.linecap)}></path>`;
    case 'text':
      return svg`<text class=${a(s.cls)} x=${a(s.x)} y=${a(s.y)} fill=${a(s.fill)} font-size=${a(s.fontSize)} text-anchor=${a(s.anchor)} font-weight=${a(s.fontWeight)} font-family=${a(s.font)}>${s.text ?? ''}</text>`;
    case 'g':
      return svg`<g class=${a(s.cls)} transform=${a(s.transform)} opacity=${a(s.opacity)}>${(s.children ?? []).map(renderShape)}</g>`;
  }
}
