export { HelpArticlePage, HelpCenterPage } from './HelpCenterPage';
