import { Route } from 'react-router-dom';
import { AnnouncementPage, AnnouncementsPage } from '../pages/announcements';
import { HelpArticlePage, HelpCenterPage } from '../pages/help';
import { VerificationPage } from '../pages/verification';
import { extraPaths } from './extraPaths';

/**
 * Pages of the console that are not in the spec's fixed menu (spec §2 "Extra views exist but are not in the menu"),
 * inside the layout and behind the sign-in: the verification form (from Account and security), the help center and
 * the announcements (from the app bar).
 */
export const extraPageRoutes = [
  <Route key="verification" path={extraPaths.verification} element={<VerificationPage />} />,
  <Route key="help" path={extraPaths.helpCenter} element={<HelpCenterPage />} />,
  <Route key="help-article" path={`${extraPaths.helpCenter}/articles/:id`} element={<HelpArticlePage />} />,
  <Route key="announcements" path={extraPaths.announcements} element={<AnnouncementsPage />} />,
  <Route key="announcement" path={`${extraPaths.announcements}/:id`} element={<AnnouncementPage />} />,
];
