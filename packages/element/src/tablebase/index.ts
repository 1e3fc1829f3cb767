/** Entry point of the d4 d6 tablebase explorer: defines <d4d6-tablebase>. */
export { D4d6Tablebase } from './d4d6-tablebase.js';
export { setTablebaseWorkerUrl } from './client.js';
export type { Inspection, OptionAdvice, RollAdvice, MoveAdvice, TableAnswer, PieceName, SideName, Placement } from './protocol.js';
