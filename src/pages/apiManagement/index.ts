export { ApiManagementPage } from './ApiManagementPage';
