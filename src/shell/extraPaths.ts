/** The paths of the console's pages that are not in the spec's fixed menu. */
export const extraPaths = {
  verification: '/system/Verification',
  helpCenter: '/help',
  announcements: '/announcements',
} as const;
