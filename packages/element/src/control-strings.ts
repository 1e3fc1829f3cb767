/**
 * The words of the controls and of a game in play (buttons, announcements, refusals), in English.
 * They load with the parts that show them, so a diagram of a position does without them; a page's
 * own words (`setStrings`) win over them whenever either arrives.
 */
import type { ControlWord, Strings } from './strings.js';
import { addDefaultStrings, strings } from './strings.js';

export const controlsEn: Pick<Strings, ControlWord> = {
  moved: (side, text) => `${strings().sides[side]}: ${text}`,
  rolled: (side, roll) => `${strings().sides[side]} rolled ${roll}`,
  moveText: (piece, from, to, captures, choice) =>
    [
      piece,
      from ? `from ${from}` : '',
      to ? `to ${to}` : '',
      captures.length ? `capturing on ${captures.join(' and ')}` : '',
      choice ? `(${choice})` : '',
    ].filter(Boolean).join(' '),
  chooseTitle: 'Choose',
  roll: 'Roll',
  rollInput: 'Dice result',
  rollSet: 'Set dice',
  rollExample: (n) => (n ? `e.g. ${n}` : ''),
  rolledShort: (n) => `roll ${n}`,
  undo: 'Undo',
  redo: 'Redo',
  back: 'Back',
  forward: 'Forward',
  reset: 'Reset',
  flip: 'Flip',
  hint: 'Hint',
  hintFor: (text) => `Hint: ${text}`,
  thinking: 'Thinking…',
  moveList: 'Moves',
  start: 'Start',
  controls: 'Board controls',
  dice: 'Dice',
  errorTitle: 'Problem',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  saveSvg: 'Save SVG',
  savePng: 'Save PNG',
  copyForum: 'Copy for forum',
  aiUnavailable: 'The computer player is not available.',
  rejectNotYourTurn: (side, piece) => `It is ${side}'s turn: ${piece || 'that piece'} cannot move now.`,
  rejectNoMoves: (piece, at) => `${piece || 'That piece'} on ${at} has no legal move here.`,
  rejectNotATarget: (from, to) => `No legal move goes from ${from} to ${to}.`,
};

let added = false;
/** Every word, the controls' included (added on first use). */
export function controlStrings(): Strings {
  if (!added) {
    added = true;
    addDefaultStrings(controlsEn);
  }
  return strings() as Strings;
}
