/** Seeded mutations of a play-by-post link, for the fuzz test and `npm run fuzz -- post`. */
import { randomInt, type RandomSource } from '../../src/core/random.js';

const LINK_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~';
const ODD = ['%', ' ', '#', '=', '\u0000', 'é', '\ud800', '"', '<', '{', '(', '+', '/', '\n'];

/** One to three random edits of `link`: characters, ranges, whole posts, truncation. */
export function mutateLink(link: string, rng: RandomSource): string {
  let s = link;
  for (let k = 1 + randomInt(rng, 3); k > 0; k--) {
    const at = randomInt(rng, s.length + 1);
    const ch = randomInt(rng, 8) ? LINK_CHARS[randomInt(rng, LINK_CHARS.length)]! : ODD[randomInt(rng, ODD.length)]!;
    switch (randomInt(rng, 9)) {
      case 0:
      case 1:
      case 2:
        s = s.slice(0, at) + ch + s.slice(at + 1); // replace one character
        break;
      case 3:
        s = s.slice(0, at) + s.slice(at + 1); // delete one
        break;
      case 4:
        s = s.slice(0, at) + ch + s.slice(at); // insert one
        break;
      case 5: {
        const end = Math.min(s.length, at + randomInt(rng, 40)); // delete a range
        s = s.slice(0, at) + s.slice(end);
        break;
      }
      case 6: {
        const parts = s.split('~'); // swap, drop or repeat whole posts
        const i = randomInt(rng, parts.length), j = randomInt(rng, parts.length);
        const r = randomInt(rng, 3);
        if (r === 0) [parts[i], parts[j]] = [parts[j]!, parts[i]!];
        else if (r === 1) parts.splice(i, 1);
        else parts.splice(i, 0, parts[j]!);
        s = parts.join('~');
        break;
      }
      case 7:
        s = s.slice(0, at); // truncate
        break;
      default: {
        const parts = s.split('.'); // swap two fields
        const i = randomInt(rng, parts.length), j = randomInt(rng, parts.length);
        [parts[i], parts[j]] = [parts[j]!, parts[i]!];
        s = parts.join('.');
      }
    }
  }
  return s;
}
