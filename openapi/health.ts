import { z } from 'zod';
import { EmptyBody, Timestamp } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The health check the console uses to pick its base address.
 */

export const healthCalls = {
  healthy: endpoint({
    path: '/healthy',
    method: 'get',
    tag: 'System',
    summary:
      'Health check the console uses to pick its base address (answers even in maintenance); HTTP 503 with code 503 and data.database "unreachable" while the database cannot be reached',
    auth: false,
    request: EmptyBody,
    response: z
      .object({
        status: z.literal('ok'),
        time: Timestamp,
        database: z.literal('ok').meta({ description: 'The database answered a query just now.' }),
      })
      .meta({ id: 'Health' }),
  }),
} satisfies Record<string, Endpoint>;
