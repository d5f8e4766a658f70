export { ReviewFreeLimitPage } from './ReviewFreeLimitPage';
