/**
 * Browser side of the /editor/ page: the game and options fields drive the board's attributes;
 * each position the engine accepts goes into the address (bookmarkable) and into the link that
 * plays it in the playground. The element does the editing and the checking.
 */
interface EditDetail {
  position: string | null;
  valid: boolean;
  message: string | null;
}

export function initEditorPage(): void {
  const board = document.querySelector('#editor variant-board') as HTMLElement | null;
  const variant = document.getElementById('ed-variant') as HTMLSelectElement | null;
  const options = document.getElementById('ed-options') as HTMLInputElement | null;
  const play = document.getElementById('ed-play') as HTMLAnchorElement | null;
  const status = document.getElementById('ed-status');
  const form = document.getElementById('ed-form');
  if (!board || !variant || !options || !play || !status || !form) return;
  // Share links of the editor open this site's playground.
  board.setAttribute('share-base', new URL('/playground/', location.href).href);

  const params = new URLSearchParams(location.search);
  const asked = params.get('variant');
  if (asked && [...variant.options].some((o) => o.value === asked)) variant.value = asked;
  options.value = params.get('options') ?? '';
  let position = params.get('position') ?? '';

  const apply = () => {
    status.textContent = '';
    board.setAttribute('variant', variant.value);
    board.closest('figure')?.setAttribute('data-variant', variant.value);
    if (options.value.trim()) board.setAttribute('options', options.value.trim());
    else board.removeAttribute('options');
    if (position) board.setAttribute('position', position);
    else board.removeAttribute('position');
    address();
  };
  const address = () => {
    const q = new URLSearchParams({ variant: variant.value });
    if (position) q.set('position', position);
    if (options.value.trim()) q.set('options', options.value.trim());
    history.replaceState(null, '', `${location.pathname}?${q}`);
    play.href = `/playground/?${q}`;
  };

  variant.addEventListener('change', () => {
    position = '';
    apply();
  });
  options.addEventListener('change', () => {
    position = '';
    apply();
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  board.addEventListener('edit', (e) => {
    const detail = (e as CustomEvent<EditDetail>).detail;
    if (!detail.valid || !detail.position) return;
    position = detail.position;
    address();
  });
  // A position or options from the address that the game refuses: say why (the board keeps the start).
  board.addEventListener('error', (e) => {
    const detail = (e as CustomEvent<{ message?: string }>).detail;
    if (detail?.message) status.textContent = detail.message;
  });
  if (params.has('variant') || params.has('position') || params.has('options')) apply();
  else address();
}
