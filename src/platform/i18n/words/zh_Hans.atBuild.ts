import { platformWordsOf } from '../platformAreas';

/** The platform console's words in zh_Hans, as i18next reads them: plain JSON in the browser (see ../loadPlatformWords.ts). */
export const words = platformWordsOf('zh_Hans');
