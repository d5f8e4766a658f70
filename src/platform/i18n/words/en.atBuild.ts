import { platformWordsOf } from '../platformAreas';

/** The platform console's words in en, as i18next reads them: plain JSON in the browser (see ../loadPlatformWords.ts). */
export const words = platformWordsOf('en');
