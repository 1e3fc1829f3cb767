// Runs (render-blocking) right after each theme picker: shows the stored choice at once,
// before the picker's own module script loads (no flash of "Auto").
window.StarlightThemeProvider?.updatePickers();
