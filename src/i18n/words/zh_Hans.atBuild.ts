import { i18nextWordsOf } from '../consoleAreas';

/** The console's own words in zh_Hans, as i18next reads them: plain JSON in the browser (see ../loadWords.ts). */
export const words = i18nextWordsOf('zh_Hans');
