// Loaded render-blocking in <head> (a file, not inline, for the strict CSP): applies the stored
// or system colour theme before the first paint, and gives the theme pickers a way to show the
// current choice (StarlightThemeProvider.updatePickers, which Starlight's picker script calls).
window.StarlightThemeProvider = (() => {
  let stored = null;
  try { stored = localStorage.getItem('starlight-theme'); } catch {}
  const chosen = stored === 'light' || stored === 'dark' ? stored : null;
  const system = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  document.documentElement.dataset.theme = chosen ?? system;
  return {
    updatePickers(theme = chosen ?? 'auto') {
      const icons = document.getElementById('theme-icons');
      for (const picker of document.querySelectorAll('starlight-theme-select')) {
        const select = picker.querySelector('select');
        if (select) select.value = theme;
        const icon = icons?.content.querySelector(`.${theme}`);
        const shown = picker.querySelector('svg.label-icon');
        if (icon && shown) shown.replaceChildren(...icon.cloneNode(true).childNodes);
      }
    },
  };
})();
