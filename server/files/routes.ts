import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { readOwnFile, sendFile, storeFile, uploadedFileView } from './files';

export function registerFileRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.fileUpload, async ({ body, signedIn, now }) => uploadedFileView(await storeFile(context.db, signedIn.merchantId, body.file, now, context.config.uploadQuota)));

  routes.signedIn(endpoints.fileDownload, async ({ body, signedIn, reply }) => {
    await sendFile(reply, await readOwnFile(context.db, signedIn.merchantId, body.file_id), 'attachment');
    return '';
  });

  routes.signedIn(endpoints.filePreview, async ({ body, signedIn, reply }) => {
    await sendFile(reply, await readOwnFile(context.db, signedIn.merchantId, body.file_id), 'inline');
    return '';
  });
}
