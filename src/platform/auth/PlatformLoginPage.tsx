import { staffSignInForm } from '../../../openapi/platformStaff';
import { ConsoleLoginPage } from '../../auth/LoginPage';
import { staffLoginHeading } from './heading';

/** /platform/Login once the platform console is loaded (after signing out, or when a session ends). */
export function PlatformLoginPage() {
  return <ConsoleLoginPage heading={staffLoginHeading} form={staffSignInForm} passkeys />;
}
