import { createHttpClient, type HttpClient, type SessionToken } from '../../data/httpClient';
import { StorageKey } from '../../data/storage';

/**
 * A staff session (docs/platform.md): its token kept apart from an operator's, so one browser may hold both, and
 * sent as `X-Staff-Token`, the only header the platform's calls read.
 */
export const staffSession: SessionToken = { storageKey: StorageKey.staffToken, header: 'X-Staff-Token' };

/** The platform console's HTTP client: the merchant console's error catalogue, base address and headers, with the staff token. */
export const staffHttpClient: HttpClient = createHttpClient({ session: staffSession });
