import { addWords } from '../../i18n/addWords';
import { accountSecurityMessages } from '../../i18n/accountSecurity';
import { verificationMessages } from '../../i18n/verification';

// The words of this page come with it, not with the console (src/i18n/consoleAreas.ts).
addWords(accountSecurityMessages);
addWords(verificationMessages);

export { AccountSecurityPage } from './AccountSecurityPage';
