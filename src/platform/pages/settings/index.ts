import { addWords } from '../../../i18n/addWords';
import { settingsMessages } from '../../i18n/settings';

addWords(settingsMessages);

export { SettingsPage } from './SettingsPage';
