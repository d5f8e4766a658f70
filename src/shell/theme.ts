import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The menu's titles are long ("Withdrawal free-review limit management"): a wider sidebar keeps them whole.
const sidebar = { width: 310, closedWidth: 50 };

/** Day and night themes; the switch in the app bar remembers the choice. */
export const lightTheme: RaThemeOptions = { ...defaultLightTheme, sidebar };
export const darkTheme: RaThemeOptions = { ...defaultDarkTheme, sidebar };
