/** Adds a stylesheet to shadow roots (adopted; a <style> element where sheets cannot be adopted). */
export function adopter(cssText: string): (root: ShadowRoot) => void {
  let sheet: CSSStyleSheet | null | undefined;
  return (root) => {
    if (sheet === undefined) {
      try {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText);
      } catch {
        sheet = null;
      }
    }
    if (sheet && 'adoptedStyleSheets' in root) {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } else if (![...root.querySelectorAll('style')].some((e) => e.textContent === cssText)) {
      const style = document.createElement('style');
      style.textContent = cssText;
      root.append(style);
    }
  };
}
