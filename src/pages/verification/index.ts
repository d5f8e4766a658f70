import { addWords } from '../../i18n/addWords';
import { verificationMessages } from '../../i18n/verification';

// The words of this page come with it, not with the console (src/i18n/consoleAreas.ts).
addWords(verificationMessages);

export { VerificationPage, verificationPath } from './VerificationPage';
