/**
 * Browser side of the playground. Keeps the form, the board's attributes, the embed code and
 * the address bar in step. The element itself checks positions and moves; its error events
 * are shown in the status line.
 */
const FIELDS = ['variant', 'position', 'moves', 'options', 'orientation', 'players', 'theme', 'animation'] as const;
type Field = (typeof FIELDS)[number];

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function initPlayground(): void {
  const form = document.getElementById('pg-form') as HTMLFormElement | null;
  const figure = document.getElementById('play');
  const code = document.getElementById('pg-code') as HTMLTextAreaElement | null;
  const link = document.getElementById('pg-link') as HTMLInputElement | null;
  const status = document.getElementById('pg-status');
  const copy = document.getElementById('pg-copy');
  if (!form || !figure || !code || !link || !status || !copy) return;
  const board = figure.querySelector('variant-board') as HTMLElement | null;
  if (!board) return;
  const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

  const params = new URLSearchParams(location.search);
  for (const name of FIELDS) {
    const value = params.get(name);
    if (value !== null) input(name).value = value;
  }

  const values = () => {
    const out: Partial<Record<Field, string>> = {};
    for (const name of FIELDS) {
      const v = input(name).value.trim().replace(/\s+/g, ' ');
      if (v && !(name === 'orientation' && v === 'white')) out[name] = v;
    }
    return out;
  };

  const update = (push: boolean, toBoard = true) => {
    const v = values();
    if (toBoard) {
      status.textContent = '';
      for (const name of FIELDS) {
        const value = v[name];
        if (value === undefined) board.removeAttribute(name);
        else board.setAttribute(name, value);
      }
    }
    const attrs = FIELDS.filter((n) => v[n] !== undefined).map((n) => ` ${n}="${escapeAttr(v[n]!)}"`).join('');
    code.value = `<script type="module" src="${location.origin}/element/variant-board.js"></script>\n<variant-board${attrs}></variant-board>`;
    const query = new URLSearchParams(v as Record<string, string>).toString();
    const url = `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
    link.value = url;
    if (push) history.replaceState(null, '', url);
  };

  // Example positions: choosing one sets the game and the start position, and clears the moves.
  const presetSelect = document.getElementById('pg-preset') as HTMLSelectElement | null;
  const presets = JSON.parse(presetSelect?.dataset.presets ?? '[]') as { variant: string; label: string; position: string }[];
  presetSelect?.addEventListener('change', () => {
    const p = presets[Number(presetSelect.value)];
    if (presetSelect.value === '' || !p) return;
    input('variant').value = p.variant;
    input('position').value = p.position;
    input('moves').value = '';
    input('options').value = '';
    update(true);
  });
  form.addEventListener('input', (e) => {
    if (e.target !== presetSelect) update(true);
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = 'Embed code copied.';
    } catch {
      code.select();
      status.textContent = 'Select the code and copy it with Ctrl+C (or Cmd+C).';
    }
  });
  // Moves played on the board become part of the embed code and the share link.
  board.addEventListener('position-change', () => {
    const session = (board as HTMLElement & { session?: { events: { notation: string }[] } | null }).session;
    if (!session) return;
    const moves = session.events.map((e) => e.notation).join(' ');
    const field = input('moves');
    if (field.value.trim().replace(/\s+/g, ' ') === moves) return;
    field.value = moves;
    update(true, false);
  });
  // Image export, for places that take no scripts: the element draws the shown position.
  const download = (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  type Exporter = HTMLElement & { toSvg?: () => string; toPng?: (width?: number) => Promise<Blob> };
  const exporter = board as Exporter;
  const fileName = () => `${input('variant').value || 'board'}-board`;
  document.getElementById('pg-svg')?.addEventListener('click', () => {
    const text = exporter.toSvg?.();
    if (text) download(new Blob([text], { type: 'image/svg+xml' }), `${fileName()}.svg`);
  });
  document.getElementById('pg-png')?.addEventListener('click', async () => {
    try {
      const blob = await exporter.toPng?.(800);
      if (blob) download(blob, `${fileName()}.png`);
    } catch {
      status.textContent = 'This browser could not make a PNG; try the SVG.';
    }
  });
  // Editor mode: set up a position on the board; each one the engine accepts becomes the start
  // position (the moves are cleared), and "Play this position" leaves the editor to play it.
  const edit = document.getElementById('pg-edit');
  edit?.addEventListener('click', () => {
    const editing = board.hasAttribute('editor');
    if (editing) board.removeAttribute('editor');
    else board.setAttribute('editor', '');
    edit.textContent = editing ? 'Edit position' : 'Play this position';
  });
  board.addEventListener('edit', (e) => {
    const detail = (e as CustomEvent<{ valid: boolean; position: string | null }>).detail;
    if (!detail.valid || !detail.position) return;
    input('position').value = detail.position;
    input('moves').value = '';
    update(true, false);
  });
  board.addEventListener('error', (e) => {
    const detail = (e as CustomEvent<{ message?: string }>).detail;
    if (detail?.message) status.textContent = detail.message;
  });
  update(false);
}
