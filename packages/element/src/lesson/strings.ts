/** Every word `<variant-lesson>` shows, in one place for translation (`setLessonStrings`). */
import type { Goal } from './course.js';

export interface LessonStrings {
  loading: string;
  stepOf: (n: number, total: number) => string;
  steps: string;
  stepButton: (n: number, title: string, done: boolean, stars?: number) => string;
  partWhere: (part: number, parts: number, title: string, n: number, total: number) => string;
  partDone: (done: number, total: number) => string;
  totalScore: (done: number, total: number, stars: number, maxStars: number) => string;
  starsEarned: (stars: number, max: number) => string;
  progressKept: string;
  progressNotKept: string;
  resetProgress: string;
  resetConfirm: string;
  hint: string;
  showMe: string;
  retry: string;
  previous: string;
  next: string;
  restart: string;
  typeMove: string;
  play: string;
  right: string;
  wrong: string;
  goOn: string;
  shown: (line: string) => string;
  notAccepted: (line: string) => string;
  goalMissed: (goal: Goal | undefined, line: string) => string;
  illegal: (text: string, why: string) => string;
  /** A click or drag on the board that the rules refuse, with their reason. */
  notAllowed: (why: string) => string;
  noHint: string;
  courseDone: string;
  goals: Record<Goal, string>;
  rolled: (roll: string) => string;
  badCourse: (message: string) => string;
}

export const lessonEn: LessonStrings = {
  loading: 'Loading the lesson…',
  stepOf: (n, total) => `Step ${n} of ${total}`,
  steps: 'Steps',
  stepButton: (n, title, done, stars) => `Step ${n}: ${title}${done ? ` (done, ${stars ?? 0} of 3 stars)` : ''}`,
  partWhere: (part, parts, title, n, total) => `Part ${part} of ${parts}, ${title}: step ${n} of ${total}`,
  partDone: (done, total) => `${done}/${total}`,
  totalScore: (done, total, stars, maxStars) => `${done} of ${total} steps done, ${stars} of ${maxStars} stars`,
  starsEarned: (stars, max) =>
    stars === max ? `${'★'.repeat(stars)} Solved at the first try.`
      : stars === 0 ? 'No star, since the answer was shown: try it again later on your own.'
        : `${'★'.repeat(stars)}${'☆'.repeat(max - stars)} Solved (a star less for each mistake or hint).`,
  progressKept: 'Your progress is kept in this browser.',
  progressNotKept: 'This browser does not let the page keep your progress: it lasts until you leave.',
  resetProgress: 'Reset progress',
  resetConfirm: 'Press again to forget all steps and stars',
  hint: 'Hint',
  showMe: 'Show me',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  restart: 'Start over',
  typeMove: 'Type a move',
  play: 'Play',
  right: 'Right!',
  wrong: 'Not quite.',
  goOn: 'Good so far: go on.',
  shown: (line) => `Here it is: ${line}.`,
  notAccepted: (line) => `${line} is legal, but it is not what this step asks for. Try again.`,
  goalMissed: (goal, line) => `${line} is legal, but it does not ${goal ? lessonEn.goals[goal] : 'solve the task'}. Try again.`,
  illegal: (_text, why) => `That is not a legal move here. ${why}`,
  notAllowed: (why) => `Not allowed: ${why}`,
  noHint: 'Look at the highlighted cells.',
  courseDone: 'You have finished the course.',
  goals: {
    capture: 'capture anything',
    check: 'give check',
    mate: 'give checkmate',
    win: 'win the game',
    draw: 'end the game in a draw',
    throw: 'throw a dart',
    drop: 'bring a piece in from hand',
    promote: 'promote a piece',
    move: 'make the move asked for',
  },
  rolled: (roll) => `The dice show ${roll} (this lesson's dice are fixed).`,
  badCourse: (message) => `This lesson cannot be shown: ${message}`,
};

let current: LessonStrings = lessonEn;

export const lessonStrings = (): LessonStrings => current;

/** Replaces some or all lesson strings (e.g. a translation). */
export function setLessonStrings(partial: Partial<LessonStrings>): void {
  current = { ...current, ...partial };
}
