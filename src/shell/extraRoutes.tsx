import { Route } from 'react-router-dom';
import { extraPaths } from './extraPaths';
import { lazyPage } from '../widgets/lazyPage';

// Each page is its own chunk, fetched when first opened (the help center brings the rich-text editor).
const VerificationPage = lazyPage(() => import('../pages/verification').then((page) => page.VerificationPage));
const HelpCenterPage = lazyPage(() => import('../pages/help').then((page) => page.HelpCenterPage));
const HelpArticlePage = lazyPage(() => import('../pages/help').then((page) => page.HelpArticlePage));
const AnnouncementsPage = lazyPage(() => import('../pages/announcements/AnnouncementsPage').then((page) => page.AnnouncementsPage));
const AnnouncementPage = lazyPage(() => import('../pages/announcements/AnnouncementsPage').then((page) => page.AnnouncementPage));

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
