import { addWords } from '../../../i18n/addWords';
import { accountMessages } from '../../i18n/account';

addWords(accountMessages);

export { AccountPage } from './AccountPage';
