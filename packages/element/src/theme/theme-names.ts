/** The `theme` attribute's values (theme/themes.ts holds their colours): the attribute check needs the names alone. */
export const THEME_NAMES = ['classic', 'slate', 'high-contrast'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
