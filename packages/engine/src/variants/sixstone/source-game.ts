/**
 * The game table shared in the source thread (White won), in the source's own notation,
 * including its `B2/B4B3` "either stone" move. Tests replay it; the site can show it.
 */
export const SOURCE_GAME = `1. D2C2 C4C3 2. A2B2 B4C4 3. B2B3 A4B4 4. B1B2+B4 A3A2 5. B3B4 C3B3
6. C2C3 B3A3+A1 7. C1C2+A2C4 D4C4 8. C2D2+D3 C4D4 9. B2/B4B3+A3`;

/** The same as a game record. */
export const SOURCE_GAME_RECORD = `[Variant "sixstone"]\n[Result "1-0"]\n\n${SOURCE_GAME}\n`;
