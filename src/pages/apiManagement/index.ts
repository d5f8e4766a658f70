import { addWords } from '../../i18n/addWords';
import { apiManagementMessages } from '../../i18n/apiManagement';

// The words of this page come with it, not with the console (src/i18n/consoleAreas.ts).
addWords(apiManagementMessages);

export { ApiManagementPage } from './ApiManagementPage';
