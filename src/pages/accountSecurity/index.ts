export { AccountSecurityPage } from './AccountSecurityPage';
