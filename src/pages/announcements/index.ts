export { AnnouncementBell } from './AnnouncementBell';
export { AnnouncementPage, AnnouncementsPage } from './AnnouncementsPage';
