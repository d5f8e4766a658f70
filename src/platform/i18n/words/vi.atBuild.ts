import { platformWordsOf } from '../platformAreas';

/** The platform console's words in vi, as i18next reads them: plain JSON in the browser (see ../loadPlatformWords.ts). */
export const words = platformWordsOf('vi');
