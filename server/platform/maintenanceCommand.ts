import { z } from 'zod';
import { maintenanceMessageMax } from '../../openapi/platformSettings';
import { maintenanceState, setMaintenance } from '../platformSettings/settings';
import { opsActor } from '../staff/audit';
import { defineCommand } from './command';

const message = z.string().trim().min(1).max(maintenanceMessageMax).optional();

export const maintenanceCommand = defineCommand({
  name: 'maintenance',
  summary: 'Turn maintenance mode on or off (every API call but /healthy and the staff calls answers 511), with the message merchants read in the four languages; without an argument, show it',
  positional: ['state'],
  usage: '[on|off] [--message-en <text> --message-zh-hans <text> --message-zh-hant <text> --message-vi <text>]',
  input: z
    .object({ state: z.enum(['on', 'off']).optional(), 'message-en': message, 'message-zh-hans': message, 'message-zh-hant': message, 'message-vi': message })
    .refine(
      (input) => {
        const given = [input['message-en'], input['message-zh-hans'], input['message-zh-hant'], input['message-vi']].filter((text) => text !== undefined).length;
        return given === 0 || (given === 4 && input.state === 'on');
      },
      'message: all four --message-… options, with on',
    ),
  async run(context, input, now) {
    if (input.state) {
      const en = input['message-en'];
      const text = en === undefined ? null : { en, zh_Hans: input['message-zh-hans']!, zh_Hant: input['message-zh-hant']!, vi: input['message-vi']! };
      await setMaintenance(context.db, opsActor(now), input.state === 'on', text);
    }
    const state = await maintenanceState(context.db);
    return { maintenance: state.on ? 'on' : 'off', ...(state.message ? { message: state.message.en } : {}) };
  },
});
