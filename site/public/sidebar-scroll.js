// Runs (render-blocking) just after the sidebar tree: scrolls it back to where it was.
(() => {
  const sidebar = document.getElementById('starlight__sidebar');
  if (!window._starlightScrollRestore || !sidebar) return;
  sidebar.scrollTop = window._starlightScrollRestore;
  delete window._starlightScrollRestore;
})();
