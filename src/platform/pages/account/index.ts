import { addWords } from '../../../i18n/addWords';
import { accountSecurityMessages } from '../../../i18n/accountSecurity';
import { accountMessages } from '../../i18n/account';

// The passkeys card is the merchant console's (src/pages/accountSecurity/PasskeysCard.tsx), with its words.
addWords(accountSecurityMessages);
addWords(accountMessages);

export { AccountPage } from './AccountPage';
