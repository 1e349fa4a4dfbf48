// Preloaded (NODE_OPTIONS=--import) by scripts/ci-node24.sh: under Node 24, `better-sqlite3` and
// `argon2` load from the copies rebuilt for Node 24 in RIHLA_NODE24_ADDONS, not from the ones in
// node_modules, which are built for the machine's own Node. Vitest resolves bare imports to file
// paths itself, so both the bare names and paths into node_modules/<addon>/ are redirected.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.RIHLA_NODE24_ADDONS;
if (dir) {
  const addonsUrl = pathToFileURL(path.join(path.resolve(dir), 'node_modules')).href + '/';
  const parentURL = pathToFileURL(path.join(path.resolve(dir), 'package.json')).href;
  const inProject = /^file:\/\/.*?\/node_modules\/((?:better-sqlite3|argon2)\/.*)$/;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'better-sqlite3' || specifier === 'argon2')
        return nextResolve(specifier, { ...context, parentURL });
      const result = nextResolve(specifier, context);
      const match = result.url.startsWith(addonsUrl) ? null : inProject.exec(result.url);
      return match ? { ...result, url: addonsUrl + match[1] } : result;
    },
  });
}
