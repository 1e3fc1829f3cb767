/** The computer opponent's public API (re-exported by the engine's index). */
export { search, forcedPlies, TranspositionTable, WIN_SCORE, WIN_BOUND, EVAL_LIMIT, DECAY } from './search.js';
export type { SearchOptions, SearchResult } from './search.js';
export { LEVELS, MAX_LEVEL, levelSpec, chooseMove, chooseMoveSync, solvedChoice } from './levels.js';
export type { LevelSpec, MoveChoice, ChooseOptions } from './levels.js';
export { answerAiRequest } from './service.js';
export type { AiRequest, AiResponse } from './service.js';
export { searchInSlices } from './slices.js';
export type { SliceOptions } from './slices.js';
