/**
 * Browser side of the "Play by post" page. A game lives in its link (`#post=...`): opening one
 * verifies every post (rolls, moves, revealed values, signatures) with the engine's play-by-post
 * module, then shows the game with the reader's side to move, or says it is the other player's
 * turn, or that this browser holds no key for it (view only). The player's move is made on the
 * board; the protocol makes the rolls; the signed post becomes the next link to send. The
 * player's keys and games stay in this browser (IndexedDB, see post/store.ts).
 *
 * Links are hostile input: every error is shown as text (never markup) with the engine's message,
 * which names the post and the token, and the board keeps what it showed.
 */
import {
  PostDraft, PostError, authorOf, checkFreshness, compareTranscripts, decodeLink, decodeShortLink, encodeLink, encodeShortLink,
  extendTranscript, isShortLink, newSeat, seatSide, verifyTranscript, writePostRecord,
  type PostGame, type Seat, type Transcript,
} from '../../../packages/engine/src/post/index.ts';
import { parseOptions } from '../../../packages/engine/src/core/options.ts';
import { VariantBoardError } from '../../../packages/engine/src/core/errors.ts';
import type { Side, VariantId } from '../../../packages/engine/src/core/types.ts';
import { PostBoard, type BoardElement, type MoveDetail } from './post/board.ts';
import { getGame, listGames, putGame, type StoredGame } from './post/store.ts';
import { LiveChannel, type Presence } from './post/relay.ts';
import { rememberSeen, seenLink } from './post/seen.ts';
import { turnWords } from './post/turn-words.ts';

type PageState = 'idle' | 'busy' | 'your-move' | 'sign' | 'join' | 'their-turn' | 'view-only' | 'over' | 'sent' | 'refused' | 'need-full';

const SIDE_NAME: Record<Side, string> = { white: 'White', black: 'Black' };
const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');

/** What the page holds about the game it shows. */
interface Current {
  /** The game as verified (null while a new game's first post is being written). */
  game: PostGame | null;
  /** This browser's entry for the game, when it holds its key. */
  stored: StoredGame | null;
  /** The post being written, when it is this browser's turn. */
  draft: PostDraft | null;
  /** A new seat (starting or joining), stored with the game once its first post is signed. */
  fresh: Seat | null;
}

/** The page's parts, or null on a page without them. */
function findParts() {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
  const parts = {
    root: $('pbp'), status: $('pbp-status'), message: $('pbp-message'), act: $<HTMLButtonElement>('pbp-act'),
    // The board (built with its picture of the start by Board.astro): a diagram until a game is shown.
    boardEl: document.querySelector<BoardElement>('#pbp-figure variant-board'), next: $('pbp-next'),
    linkBox: $<HTMLTextAreaElement>('pbp-link'), recordBox: $<HTMLTextAreaElement>('pbp-record'),
    copyNote: $('pbp-copy-note'), gamesBody: $('pbp-games-body'), noGames: $('pbp-no-games'),
    startForm: $<HTMLFormElement>('pbp-start'), openForm: $<HTMLFormElement>('pbp-open'),
    copyLink: $('pbp-copy-link'), copyRecord: $('pbp-copy-record'), linkLabel: $('pbp-link-label'),
    linkHint: $('pbp-link-hint'), copyFull: $('pbp-copy-full'), liveLine: $('pbp-live'),
  };
  return Object.values(parts).every(Boolean) ? (parts as { [K in keyof typeof parts]: NonNullable<(typeof parts)[K]> }) : null;
}

export function initPlayByPost(): void {
  const parts = findParts();
  if (!parts) return;
  const { root, status, message, act, boardEl, next, linkBox, recordBox, copyNote, gamesBody, noGames, startForm, openForm, copyLink, copyRecord, linkLabel, linkHint, copyFull, liveLine } = parts;
  // The board server, whose relay makes games live; none on a static host (games go by post).
  const server = (document.querySelector('meta[name="variant-board-server"]')?.getAttribute('content') ?? '').trim();
  const names: Record<string, string> = JSON.parse(root.dataset['games'] ?? '{}');
  boardEl.setAttribute('readonly', '');

  let current: Current | null = null;
  /** What the action button does now. */
  let action: (() => Promise<void>) | null = null;
  /** One step at a time: a second click or link waits for the first to end. */
  let queue: Promise<void> = Promise.resolve();
  const serial = (work: () => Promise<void>) => (queue = queue.then(async () => {
    root.dataset['busy'] = 'true';
    try {
      await work();
    } catch (e) {
      showError(e);
    } finally {
      root.dataset['busy'] = 'false';
    }
  }));

  const pageBase = () => `${location.origin}${location.pathname}`;
  const setState = (s: PageState) => (root.dataset['state'] = s);
  const say = (text: string) => (message.textContent = text);

  function verified(game: PostGame) {
    const n = (k: number, what: string) => `${k} ${what}${k === 1 ? '' : 's'}`;
    status.textContent = `Every roll and move verified: ${n(game.posts, 'post')}, ${n(game.rolls, 'roll')}, ${n(game.moves, 'move')}, each post signed by its player.`;
    status.dataset['verified'] = 'true';
    delete status.dataset['token'];
    // Test hook and a record of what is shown: the number of posts verified.
    root.dataset['posts'] = String(game.posts);
  }

  /** Shows an error as text: a PostError's message names the post and the token. */
  function showError(e: unknown, lead = 'Not verified.') {
    const known = e instanceof VariantBoardError;
    const text = known ? e.message : e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    // Anything else is this browser failing (storage refused, no Web Crypto), not the game.
    status.textContent = `${known ? lead : 'This browser could not do it:'} ${text}`;
    status.dataset['verified'] = 'false';
    if (e instanceof VariantBoardError) status.dataset['token'] = e.token ?? '';
    else delete status.dataset['token'];
    setState('refused');
    if (!(e instanceof VariantBoardError)) console.error(e);
  }

  const board = new PostBoard(boardEl, (d) => void serial(() => playerMoved(d)), () => void serial(async () => {
    say('Rolls come from the two players\' values, not from the board: the game is shown again as it stands.');
    await showBoard();
  }), (text) => say(`The board says: ${text}`));

  function setAction(label: string | null, work: (() => Promise<void>) | null) {
    action = work;
    act.hidden = !label;
    act.textContent = label ?? '';
  }
  act.addEventListener('click', () => {
    const work = action;
    setAction(null, null);
    if (work) void serial(work);
  });

  /**
   * Shows the game's link and record: after a post, the link to send (short: only the new post,
   * since the other player holds the rest; the whole game after the first post), else the link of
   * the game shown. "Copy full link" always gives the whole game (for someone watching, a record).
   */
  function showLink(t: Transcript, game: PostGame, toSend: boolean) {
    const link = encodeLink(t);
    const full = `${pageBase()}#post=${link}`;
    const short = toSend && t.posts.length >= 2;
    next.hidden = false;
    linkLabel.textContent = toSend ? 'Link to send' : 'Link to this game';
    linkHint.textContent = short
      ? '(only your post: the other player\'s browser holds the rest of the game)'
      : '(the whole game is in it)';
    linkBox.value = short ? `${pageBase()}#post=${encodeShortLink(t, game.gameId)}` : full;
    linkBox.dataset['full'] = full;
    copyFull.hidden = !short;
    root.dataset['first'] = String(toSend && t.posts.length === 1);
    recordBox.value = writePostRecord(t, game.result);
    copyNote.textContent = '';
    history.replaceState(null, '', `#post=${link}`);
  }

  async function showBoard() {
    const cur = current;
    if (!cur) return;
    const session = cur.draft?.session ?? cur.game?.session;
    if (!session) return;
    const playable = !!cur.draft && !cur.draft.done;
    const words = turnWords({
      variant: session.variant, state: session.state, next: cur.game?.next ?? cur.draft?.side ?? null, posts: cur.game?.posts ?? 0,
      mine: cur.stored?.side ?? null, writing: cur.draft ? (cur.draft.done ? 'sign' : 'move') : undefined,
    });
    await board.show(session, { playable, status: words, orientation: cur.stored?.side ?? cur.draft?.side ?? cur.game?.transcript.header.starter ?? 'white' });
  }

  /** Keeps this browser's entry of the game up to date (only for games it holds the key of). */
  async function remember(stored: StoredGame, t: Transcript, game: PostGame) {
    stored.link = encodeLink(t);
    stored.next = game.next;
    stored.posts = game.posts;
    stored.updated = Date.now();
    rememberSeen(game.gameId, stored.link);
    await putGame(stored);
    await renderGames();
  }

  /** After a verified game is opened: what this browser may do with it. */
  async function settle(game: PostGame, stored: StoredGame | null) {
    const t = game.transcript;
    current = { game, stored, draft: null, fresh: null };
    setAction(null, null);
    if (game.next === null) {
      const r = game.result;
      say(`The game is over${r ? `: ${r.winner ? `${SIDE_NAME[r.winner]} wins` : 'a draw'}` : ''}.`);
      setState('over');
    } else if (!stored) {
      if (game.posts === 1) {
        const side = other(t.header.starter);
        say(`${SIDE_NAME[t.header.starter]} has started this game and waits for an opponent. Join it to play ${SIDE_NAME[side]}: this browser makes your key and keeps it.`);
        setAction(`Join as ${SIDE_NAME[side]}`, () => join(game));
        setState('join');
      } else {
        say('You are watching: this browser holds no key for this game. If you play it, open it in the browser where you started or joined it (keys stay in the browser that made them); here you can view it, not play it.');
        setState('view-only');
      }
    } else if (seatSide(t, stored.seat) === null) {
      say('This browser\'s key for this game is not one of the game\'s two keys: you can view the game here, not play it.');
      setState('view-only');
    } else if (game.next !== stored.side) {
      say(server
        ? `It is ${SIDE_NAME[game.next]}'s turn: their move appears here as they make it while you both have the game open; if they are not here, send them the latest link.`
        : `It is ${SIDE_NAME[game.next]}'s turn: send them the latest link if you have not yet, and wait for theirs.`);
      setState('their-turn');
    } else {
      current.draft = await PostDraft.takeTurn(t, stored.seat);
      offerTurn();
    }
    await showBoard();
  }

  /** The player's turn: a move to make on the board, or a post to sign. */
  function offerTurn() {
    const draft = current?.draft;
    if (!draft) return;
    const events = draft.session.events.slice(draft.session.events.length - draft.played.length);
    const rolls = events.filter((e) => e.kind === 'chance').map((e) => e.notation);
    const rolled = rolls.length ? ` The dice gave ${rolls.join(', ')}.` : '';
    if (!draft.done) {
      say(`Your move (${SIDE_NAME[draft.side]}).${rolled} Make it on the board.`);
      setAction(null, null);
      setState('your-move');
    } else {
      const joining = draft.seq === 1;
      say(`${joining ? 'You join as' : 'Your post as'} ${SIDE_NAME[draft.side]}: no move to choose now; the post reveals your next dice value.${rolled} Sign it to get the link to send.`);
      setAction(joining ? 'Join: sign and make the link' : 'Sign and make the link', () => sign());
      setState('sign');
    }
  }

  /** Signs the post, stores the game, and gives the link to send. */
  async function sign() {
    const cur = current;
    if (!cur?.draft) return;
    setState('busy');
    const side = cur.draft.side; // the draft's side moves on to the next post's once it is signed
    const t = await cur.draft.finish();
    const game = await verifyTranscript(t);
    let stored = cur.stored;
    if (!stored) {
      if (!cur.fresh) return;
      stored = { gameId: game.gameId, variant: t.header.variant, side, seat: cur.fresh, link: '', next: null, posts: 0, updated: 0 };
    }
    await remember(stored, t, game);
    verified(game);
    current = { game, stored, draft: null, fresh: null };
    setAction(null, null);
    showLink(t, game, true);
    const opponent = SIDE_NAME[other(stored.side)];
    if (game.next === null) {
      say(server
        ? 'Your post ends the game. Your opponent sees it live if they are here; if not, send them the link.'
        : 'Your post ends the game. Send the link so that your opponent sees it.');
    }
    else if (t.posts.length === 1) {
      say(server
        ? `Game started: you play ${SIDE_NAME[stored.side]}. Send this one link to your friend: the first person to open it joins as ${opponent}, and from then on each move appears on both boards as it is made, while you both have the game open.`
        : `Game started: you play ${SIDE_NAME[stored.side]}. Send this link to your opponent; the first person to open it joins as ${opponent}.`);
    } else {
      say(server
        ? `Your post is signed and goes to ${SIDE_NAME[game.next]} live. If they are not here, send them this link: it is their turn.`
        : `Your post is signed. Send this link to ${SIDE_NAME[game.next]}: it is their turn.`);
    }
    await showBoard();
    setState('sent');
    // Live: the relay passes the new link on (a new channel sends it as it connects).
    const before = live;
    goLive();
    if (live && live === before) void live.push(encodeLink(t));
  }

  async function join(game: PostGame) {
    setState('busy');
    const seat = await newSeat();
    const draft = await PostDraft.takeTurn(game.transcript, seat);
    current = { game, stored: null, draft, fresh: seat };
    offerTurn();
    await showBoard();
  }

  /** A move made on the board: checked, then played into the post (which rolls when it can). */
  async function playerMoved(d: MoveDetail) {
    const draft = current?.draft;
    if (!draft || draft.done) {
      say('No move now: the game is shown again as it stands.');
      await showBoard();
      return;
    }
    const v = draft.session.variant, state = draft.session.state;
    try {
      let expected: string | undefined;
      try {
        expected = v.formatPosition(v.apply(state, v.parseAction(state, d.notation)));
      } catch {
        expected = undefined; // draft.play names the bad move
      }
      if (expected !== undefined && d.position !== undefined && d.position !== expected) {
        throw new PostError('turn', d.notation, 'a move from the game\'s latest position (step forward to the end first)');
      }
      await draft.play(d.notation);
    } catch (e) {
      await showBoard();
      if (e instanceof VariantBoardError) {
        say(`That move was not played: ${e.message}`);
        setState('your-move');
        return;
      }
      throw e;
    }
    if (draft.done) await sign();
    else {
      offerTurn();
      await showBoard();
    }
  }

  /**
   * A short link's posts after the game they go on from: this browser's copy (its own game, or
   * one seen here), else the relay's latest link when there is a relay that has the game. Null,
   * said plainly, when neither has it: the reader needs the full link.
   */
  async function resolveShort(text: string): Promise<{ t: Transcript; gameId: string; fromRelay: boolean } | null> {
    const short = decodeShortLink(text);
    const stored = await getGame(short.gameId);
    const base = stored?.link ?? seenLink(short.gameId);
    if (base) {
      try {
        return { t: extendTranscript(decodeLink(base), short.gameId, short), gameId: short.gameId, fromRelay: false };
      } catch (e) {
        // Posts this browser never received: the relay may have them; anything else is refused.
        if (!(e instanceof PostError && e.problem === 'missing' && server)) throw e;
      }
    }
    const latest = server ? await LiveChannel.fetchLatest(server, short.gameId) : null;
    if (latest) return { t: extendTranscript(decodeLink(latest), short.gameId, short), gameId: short.gameId, fromRelay: true };
    status.textContent = `Not opened: this short link carries only the latest move of a game this browser has not seen (game ${short.gameId.slice(0, 10)}), and ${server ? 'the board server does not have the game either' : 'there is no board server here to ask for it'}.`;
    status.dataset['verified'] = 'false';
    delete status.dataset['token'];
    say('Ask the person who sent it for the full link (their "Copy full link" button), or open it in the browser where you play this game. The board keeps what it showed.');
    setState('need-full');
    return null;
  }

  /** Opens a link (a URL with `#post=...`, or the text after it, whole or short). */
  async function openLink(text: string) {
    setState('busy');
    let t: Transcript, game: PostGame, stored: StoredGame | null;
    let lead = '';
    try {
      if (isShortLink(text)) {
        const found = await resolveShort(text);
        if (!found) return;
        t = found.t;
        game = await verifyTranscript(t);
        if (game.gameId !== found.gameId) throw new PostError('format', game.gameId.slice(0, 24), `the game the short link names (${found.gameId.slice(0, 10)}...)`);
        if (found.fromRelay) lead = 'This link carried only the latest move of a game this browser had not seen: the whole game came from the board server, and was verified here. ';
      } else {
        t = decodeLink(text);
        game = await verifyTranscript(t);
      }
      stored = (await getGame(game.gameId)) ?? null;
      // An old link of a game seen here, or one that rewrites it, is refused.
      if (stored) checkFreshness(decodeLink(stored.link), t);
    } catch (e) {
      showError(e);
      say(e instanceof PostError && (e.problem === 'old' || e.problem === 'fork')
        ? 'The link was refused: it is older than the latest link of this game seen here, or it changes that game. The board keeps what it showed.'
        : 'The link was refused; nothing of it is shown. The board keeps what it showed.');
      return;
    }
    await adopt(t, game, stored, lead);
  }

  /** Shows a verified game that is not older than this browser's copy; `lead` goes before the message. */
  async function adopt(t: Transcript, game: PostGame, stored: StoredGame | null, lead = '') {
    verified(game);
    if (stored) await remember(stored, t, game);
    else rememberSeen(game.gameId, encodeLink(t));
    showLink(t, game, false);
    await settle(game, stored);
    if (lead) say(`${lead}${message.textContent}`);
    goLive();
  }

  // ---- Live: the relay passes each new link of the game shown to everyone who has it open. ----
  let live: LiveChannel | null = null;
  let presence: Presence | null = null;
  /** The last pushed link refused, said until the next one is taken. */
  let pushRefused = '';

  /** Connects the game shown to the relay (when there is one), as its player or to watch it. */
  function goLive() {
    const game = current?.game;
    if (!server || !game) return stopLive();
    const stored = current?.stored;
    const seat = stored && seatSide(game.transcript, stored.seat) ? stored.side : null;
    if (live && live.gameId === game.gameId && live.seat === seat) return;
    stopLive();
    const id = game.gameId;
    const channel = new LiveChannel(server, id, seat, () => (current?.game?.gameId === id ? encodeLink(current.game.transcript) : null), {
      link: (text) => void serial(() => receivePushed(channel, text)),
      presence: (p) => {
        presence = p;
        renderLive();
      },
      state: () => renderLive(),
    });
    live = channel;
    channel.start();
    renderLive();
  }

  function stopLive() {
    live?.stop();
    live = null;
    presence = null;
    pushRefused = '';
    renderLive();
  }

  /** A link the relay pushed: verified like any link; a newer one is shown, an older one answered with ours. */
  async function receivePushed(channel: LiveChannel, text: string) {
    const known = current?.game;
    if (live !== channel || !known || known.gameId !== channel.gameId) return;
    let t: Transcript, game: PostGame;
    try {
      t = decodeLink(text);
      game = await verifyTranscript(t);
      if (game.gameId !== known.gameId) throw new PostError('format', game.gameId.slice(0, 24), `a link of this game (${known.gameId.slice(0, 10)}...)`);
      const fresh = compareTranscripts(known.transcript, t);
      if (fresh === 'same') return;
      if (fresh === 'older') {
        // The relay is behind (it restarted without Redis): it gets the latest link from here.
        void channel.push(encodeLink(known.transcript));
        return;
      }
    } catch (e) {
      const why = e instanceof VariantBoardError ? e.message : String(e);
      pushRefused = `The board server sent a link that does not verify, and it was refused: ${why} The game stays as it was verified here.`;
      root.dataset['pushRefused'] = why;
      renderLive();
      return;
    }
    pushRefused = '';
    delete root.dataset['pushRefused'];
    const mover = SIDE_NAME[authorOf(t.header, t.posts.length - 1)];
    const stored = (await getGame(game.gameId)) ?? null;
    await adopt(t, game, stored, `${mover}'s post arrived live. `);
  }

  /** The line saying whether the game is live, and who is here. */
  function renderLive() {
    const state = live ? live.state : 'off';
    root.dataset['live'] = state;
    liveLine.hidden = !live;
    if (!live) {
      liveLine.textContent = '';
      delete root.dataset['presence'];
      return;
    }
    const mine = live.seat;
    let text: string;
    if (state === 'connecting') text = 'Connecting to the board server for live play…';
    else if (state === 'offline') {
      text = `Not live: the board server cannot be reached just now. ${mine ? 'The game goes on by links: the link to send is below.' : 'To see later moves meanwhile, open a newer link of the game.'} This page keeps trying, and goes live again when the server answers.`;
    } else if (mine) {
      const them = other(mine);
      const here = presence?.[them];
      text = here
        ? `Live: ${SIDE_NAME[them]} is here. Each move appears on both boards as it is made; no link to send.`
        : `Live: ${SIDE_NAME[them]} is not here now. Your moves wait for them on the board server; or send the link below.`;
      if (presence?.watchers) text += ` ${presence.watchers} watching.`;
    } else {
      const who = (s: Side) => `${SIDE_NAME[s]} ${presence?.[s] ? 'here' : 'away'}`;
      text = `Watching live: ${who('white')}, ${who('black')}${presence?.watchers ? `, ${presence.watchers} watching` : ''}. Moves appear as they are made.`;
    }
    if (presence) root.dataset['presence'] = `${presence.white ? 'W' : '-'}${presence.black ? 'B' : '-'}${presence.watchers}`;
    else delete root.dataset['presence'];
    liveLine.textContent = pushRefused ? `${text} ${pushRefused}` : text;
  }

  async function startGame(form: FormData) {
    setState('busy');
    const variant = String(form.get('variant') ?? '') as VariantId;
    const side: Side = form.get('side') === 'black' ? 'black' : 'white';
    const position = String(form.get('position') ?? '').trim();
    const optionText = String(form.get('options') ?? '').trim();
    const seat = await newSeat();
    let draft: PostDraft;
    try {
      draft = await PostDraft.startGame({ variant, side, options: optionText ? parseOptions(optionText) : {}, position: position || undefined }, seat);
    } catch (e) {
      showError(e, 'Not started.');
      say('The game was not started: nothing was signed or stored.');
      return;
    }
    stopLive();
    status.textContent = 'A new game: nothing to verify yet.';
    status.dataset['verified'] = 'true';
    delete status.dataset['token'];
    next.hidden = true;
    current = { game: null, stored: null, draft, fresh: seat };
    if (draft.done) await sign();
    else {
      say(`Your first move (${SIDE_NAME[side]}): make it on the board, then send the link.`);
      setState('your-move');
      await showBoard();
    }
  }

  async function renderGames() {
    const games = await listGames();
    gamesBody.replaceChildren();
    noGames.hidden = games.length > 0;
    for (const g of games) {
      const row = document.createElement('tr');
      const cell = (text: string) => {
        const td = document.createElement('td');
        td.textContent = text;
        row.append(td);
        return td;
      };
      cell(names[g.variant] ?? g.variant);
      cell(SIDE_NAME[g.side]);
      cell(g.next === null ? 'over' : g.next === g.side ? 'your turn' : `${SIDE_NAME[g.next]}'s turn`);
      cell(String(g.posts));
      const id = cell(g.gameId.slice(0, 10));
      id.title = g.gameId;
      id.className = 'pbp-id';
      const open = document.createElement('a');
      open.href = `#post=${g.link}`;
      open.textContent = 'Open';
      // The link of the game shown already: open it again (the address does not change).
      open.addEventListener('click', (e) => {
        if (location.hash !== `#post=${g.link}`) return;
        e.preventDefault();
        void serial(() => openLink(g.link));
      });
      open.setAttribute('aria-label', `Open the ${names[g.variant] ?? g.variant} game ${g.gameId.slice(0, 10)}`);
      cell('').append(open);
      gamesBody.append(row);
    }
  }

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      copyNote.textContent = `${what} copied.`;
    } catch {
      copyNote.textContent = `Select the ${what.toLowerCase()} and copy it with Ctrl+C (or Cmd+C).`;
    }
  };
  copyLink.addEventListener('click', () => void copy(linkBox.value, 'Link'));
  copyFull.addEventListener('click', () => void copy(linkBox.dataset['full'] ?? linkBox.value, 'Full link'));
  copyRecord.addEventListener('click', () => void copy(recordBox.value, 'Record'));

  startForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const data = new FormData(startForm);
    void serial(() => startGame(data));
  });
  openForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = String(new FormData(openForm).get('link') ?? '');
    void serial(() => openLink(text));
  });
  window.addEventListener('hashchange', () => {
    if (location.hash.startsWith('#post=')) void serial(() => openLink(location.hash));
  });

  void serial(async () => {
    await renderGames();
    if (location.hash.startsWith('#post=')) await openLink(location.hash);
    else setState('idle');
  });
}
