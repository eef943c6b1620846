// The local npm registry itself, run as a child process by ./index.mjs (forked with an IPC
// channel): Verdaccio with its storage in the folder given as argv[2], listening on 127.0.0.1 at
// the port in argv[3] (0 or none: one the system picks), which it reports to the parent as
// { port }. It holds only the @giftcash scope (no uplinks: everything else comes from the normal
// registry, as npm is told by `--@giftcash:registry=`), anyone may publish to it (the publish step
// uses a dummy token), and it exits, deleting the storage, when the parent goes away however that
// happens.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const storage = process.argv[2];
if (!storage || !process.send) {
  console.error('usage: forked by scripts/registry/index.mjs with a storage folder');
  process.exit(2);
}
// The parent normally stops this process and deletes the storage itself; when it was killed
// instead, this is the one left to clean up.
process.on('disconnect', () => {
  rmSync(storage, { recursive: true, force: true });
  process.exit(0);
});

const { runServer } = createRequire(import.meta.url)('verdaccio');
const config = {
  self_path: path.join(storage, 'config.yaml'),
  storage: path.join(storage, 'packages'),
  auth: { htpasswd: { file: path.join(storage, 'htpasswd'), max_users: -1 } },
  uplinks: {},
  packages: {
    '@giftcash/*': { access: '$all', publish: '$anonymous $all', unpublish: '$all' },
    '**': { access: '$all', publish: '$authenticated' },
  },
  max_body_size: '100mb',
  web: { enable: false },
  log: { type: 'stdout', format: 'pretty', level: 'error' },
};

const app = await runServer(config);
app.listen(Number(process.argv[3]) || 0, '127.0.0.1', () =>
  process.send({ port: app.address().port }),
);
