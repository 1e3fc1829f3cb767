// The engine under Node's own module resolution (NodeNext), as a Node TypeScript project sees it.
import { loadVariant, perft, GameSession } from '@variant-board/engine';
import { solve } from '@variant-board/engine/variants/sixstone/solve.js';

const dart = await loadVariant('dart');
const n: number = perft(dart, dart.initial(), 1);
export const checked: [number, number, string] = [n, new GameSession(dart).ply, typeof solve];
