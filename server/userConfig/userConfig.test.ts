import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

describe('user/config/get', () => {
  it('answers the languages, the market switch of each coin and the support contacts', async () => {
    const token = await server.signIn(await server.createMerchant());
    const answer = await server.call(endpoints.userConfigGet.path, {}, { token });
    expect(answer.body).toEqual({
      code: 200,
      msg: 'ok',
      detail: '',
      data: {
        languages: ['us', 'zh-cn', 'zh-hant-cn', 'vi'],
        default_language: 'us',
        markets: [
          { coin_name: 'USDT', enabled: true },
          { coin_name: 'CNY', enabled: true },
          { coin_name: 'USD', enabled: true },
          { coin_name: 'VND', enabled: true },
        ],
        support_contacts: [
          { type: 'email', label: 'Merchant support', value: 'support@kassa.example' },
          { type: 'telegram', label: 'Telegram', value: '@kassa_support' },
        ],
      },
    });
  });

  it('needs a session', async () => {
    expect((await server.call(endpoints.userConfigGet.path)).body.code).toBe(401);
  });
});
