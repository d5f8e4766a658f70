// Fails when an installed package does not support the oldest Node.js the project declares (package.json
// engines.node): the declared range must be true of everything `npm ci` installs. Reads package-lock.json, which
// records each package's engines, so it needs no install to run.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('..', import.meta.url);
const declared = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines?.node;
if (!declared) throw new Error('package.json declares no engines.node');
const oldest = semver.minVersion(declared);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

const refusing = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines.node}`);

if (refusing.length > 0) {
  console.error(`package.json declares node ${declared}, but these installed packages exclude ${oldest}:\n  ${refusing.join('\n  ')}`);
  process.exit(1);
}
console.log(`every installed package supports node ${oldest} (package.json: ${declared})`);
