/** The payer's choice of colours: the device's, or always light or dark (kept on this device). */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const themeKey = 'kassa.wallet.theme';

/** The bar colour of the installed app and the browser, per theme (the page's --primary and --bg). */
const barColours = { light: '#1d4ed8', dark: '#0b1120' } as const;

export function readTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeKey);
    return (themeChoices as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the page in the chosen theme (payer.css reads data-theme) and keeps the choice. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  // The two theme-color tags of wallet.html follow the device; a choice makes both say its colour.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const forDark = meta.media.includes('dark');
    meta.content = choice === 'system' ? barColours[forDark ? 'dark' : 'light'] : barColours[choice];
  }
  try {
    if (choice === 'system') window.localStorage.removeItem(themeKey);
    else window.localStorage.setItem(themeKey, choice);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}
