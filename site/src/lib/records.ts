/** The games the sources play through, as record move text (checked by the engine at build time). */

/** Dice Chess sample game: each move is preceded by its roll; a lost turn is a pass. */
export const DICE_PASS = 'pass';
export const DICE_SAMPLE = [
  '66', 'e4', '23', 'Nc6',
  '34', 'Bc4', '45', 'Rb8',
  '36', 'Bxf7+', '24', DICE_PASS,
  '24', 'Nh3', '13', DICE_PASS,
  '24', 'Ng5#',
].join(' ');

/** The Six Stone Chess thread's game table (move 9 could start from B2 or B4; we play B2). */
export const SIXSTONE_THREAD_GAME =
  '1. D2C2 C4C3 2. A2B2 B4C4 3. B2B3 A4B4 4. B1B2+B4 A3A2 5. B3B4 C3B3 ' +
  '6. C2C3 B3A3+A1 7. C1C2+A2C4 D4C4 8. C2D2+D3 C4D4 9. B2B3+A3';
