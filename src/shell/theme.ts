import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** Day and night themes; the switch in the app bar remembers the choice. */
export const lightTheme = defaultLightTheme;
export const darkTheme = defaultDarkTheme;
