import { z } from 'zod';
import { defineCommand } from './command';
import { readSetting, writeSetting } from './settings';

export const maintenanceCommand = defineCommand({
  name: 'maintenance',
  summary: 'Turn maintenance mode on or off (every API call but /healthy answers 511); without an argument, show it',
  positional: ['state'],
  usage: '[on|off]',
  input: z.object({ state: z.enum(['on', 'off']).optional() }),
  async run(context, input, now) {
    if (input.state) await writeSetting(context.db, 'maintenance', input.state === 'on', now);
    return { maintenance: (await readSetting(context.db, 'maintenance')) ? 'on' : 'off' };
  },
});
