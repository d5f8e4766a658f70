import { Route } from 'react-router-dom';
import { VerificationPage, verificationPath } from '../pages/verification';

/**
 * Pages of the console that are not in the spec's fixed menu (spec §2 "Extra views exist but are not in the menu"),
 * inside the layout and behind the sign-in: the verification form, reached from Account and security.
 */
export const extraPageRoutes = [<Route key="verification" path={verificationPath} element={<VerificationPage />} />];
