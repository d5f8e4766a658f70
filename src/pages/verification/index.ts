export { VerificationPage, verificationPath } from './VerificationPage';
