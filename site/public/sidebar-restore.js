// Runs (render-blocking) just before the sidebar tree: on wide screens, when the stored sidebar
// state belongs to this sidebar, defines <sl-sidebar-restore> so that each group opens or
// closes as it is parsed, and keeps the scroll position for sidebar-scroll.js.
// Any failure only means the sidebar shows its default state.
(() => {
  try {
    if (!matchMedia('(min-width: 50em)').matches) return;
    const persist = document.querySelector('sl-sidebar-state-persist');
    const saved = JSON.parse(sessionStorage.getItem('sl-sidebar-state') || '0');
    if (!persist || !saved || persist.dataset.hash !== saved.hash) return;
    window._starlightScrollRestore = saved.scroll;
    customElements.define('sl-sidebar-restore', class extends HTMLElement {
      connectedCallback() {
        try {
          const open = saved.open[parseInt(this.dataset.index || '', 10)];
          const group = this.closest('details');
          if (group && typeof open === 'boolean') group.open = open;
        } catch {}
      }
    });
  } catch {}
})();
