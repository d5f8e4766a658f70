import { addWords } from '../../i18n/addWords';
import { verificationMessages } from '../../i18n/verification';

// The attachments' words (kassa.files) live in the verification area: they come with this page too.
addWords(verificationMessages);

export { HelpArticlePage, HelpCenterPage } from './HelpCenterPage';
