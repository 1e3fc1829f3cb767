/**
 * The attributes whose text check-attributes.ts checks (the rules check the position, moves,
 * options and roll). A module of its own: the core needs the names, to load the check for a board
 * that sets one, not the checks. `orientation` comes first: the core treats it apart (it is
 * reflected, so every board has it).
 */
export const CHECKED_ATTRIBUTES = ['orientation', 'highlights', 'arrows', 'players', 'level', 'controls', 'ply', 'coordinates', 'interactive', 'drawable', 'animation', 'theme'] as const;
export type CheckedAttribute = (typeof CHECKED_ATTRIBUTES)[number];
