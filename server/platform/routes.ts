/**
 * The platform operations endpoint that `npm run ops` calls: POST /platform/<command>, and POST /platform for the
 * list of commands.
 * It goes through the running server because PGlite admits one process: the server is the only one
 * that may open the database. Accepted only when the connection comes from this machine, arrived
 * directly (no proxy headers: a local reverse proxy would make the internet look local) and carries
 * the ops secret. Merchants never reach it: it is no /v1 path, the console has no client for it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import type { AppContext } from '../context';
import { success } from '../http/envelope';
import { AppError } from '../http/errors';
import { platformCommands } from './commands';
import { opsSecretHeader } from './opsSecret';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ipv4);
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have equal length, which timingSafeEqual needs, and the comparison leaks no prefix.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refuseUnlessStaff(request: FastifyRequest, opsSecret: string) {
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers['forwarded'] === undefined;
  const secret = request.headers[opsSecretHeader];
  const allowed =
    isLoopback(request.socket.remoteAddress) && direct && typeof secret === 'string' && opsSecret !== '' && sameSecret(secret, opsSecret);
  if (!allowed) throw new AppError(ResultCode.forbidden, 'kassa.server.opsRefused', {}, null, 403);
}

interface CommandRequest {
  args?: unknown;
  options?: unknown;
}

/** Positional arguments take the command's names for them; --options come by name already. */
function argumentsOf(body: CommandRequest | undefined, positional: string[]): Record<string, unknown> {
  const args = Array.isArray(body?.args) ? body.args.map(String) : [];
  const options = body?.options && typeof body.options === 'object' ? (body.options as Record<string, unknown>) : {};
  if (args.length > positional.length) {
    throw new AppError(ResultCode.invalidInput, 'kassa.server.opsInvalidArgument', { field: args[positional.length], problem: 'unexpected' });
  }
  return { ...options, ...Object.fromEntries(args.map((value, index) => [positional[index], value])) };
}

export function registerPlatformRoutes(app: FastifyInstance, context: AppContext) {
  app.register(async (platform) => {
    platform.addHook('onRequest', async (request) => refuseUnlessStaff(request, context.config.opsSecret));

    // Every GET under /platform is the staff's console (server/http/publicSite.ts); the ops endpoint is POST only.
    platform.post('/platform', async () =>
      success({
        commands: platformCommands.map((command) => ({
          name: command.name,
          usage: command.usage,
          summary: command.demoOnly ? `${command.summary} (demo mode only)` : command.summary,
        })),
      }),
    );

    platform.post<{ Params: { command: string }; Body: CommandRequest }>('/platform/:command', async (request) => {
      const command = platformCommands.find((candidate) => candidate.name === request.params.command);
      if (!command) throw new AppError(ResultCode.notFound, 'kassa.server.opsUnknownCommand', { command: request.params.command });
      if (command.demoOnly && !context.config.demo) throw new AppError(ResultCode.forbidden, 'kassa.server.opsDemoOnly', { command: command.name });
      const parsed = command.input.safeParse(argumentsOf(request.body, command.positional));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(ResultCode.invalidInput, 'kassa.server.opsInvalidArgument', {
          field: issue?.path.join('.') ?? '',
          problem: issue?.message ?? 'invalid',
        });
      }
      return success(await command.run(context, parsed.data, context.config.clock.now()));
    });
  });
}
