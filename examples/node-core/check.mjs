// Checks that @giftcash/core's main entry needs no React, as a partner's Node service would use
// it. scripts/examples.mjs copies this folder outside the repository (so no React is anywhere Node
// looks) and installs `@giftcash/core@^1.0.0` alone into it from the local registry; the script
// then creates an HTTP provider against a real server on 127.0.0.1, reads and validates a
// response, validates one directly, formats amounts, and does the same through CommonJS. It fails
// when npm installed React (core's React peers are optional, and so must be everything core
// depends on), when React resolves from here at all, or when the main entry reaches for React.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const here = path.dirname(fileURLToPath(import.meta.url));
const fail = (message) => {
  console.error(`✖ node-core: ${message}`);
  process.exit(1);
};

for (const name of ['react', 'react-dom']) {
  if (existsSync(path.join(here, 'node_modules', name)))
    fail(`npm install @giftcash/core installed ${name}: the data layer must not need React`);
}
if (!existsSync(path.join(here, 'node_modules/@giftcash/core/package.json')))
  fail('@giftcash/core is not installed');
// Nor anywhere Node would look (scripts/examples.mjs runs this in a copy outside the repository).
const require = createRequire(import.meta.url);
for (const name of ['react', 'react-dom']) {
  try {
    fail(
      `${name} resolves from here (${require.resolve(name)}): run this check in a folder outside the repository`,
    );
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
  }
}

const core = await import('@giftcash/core');
const {
  createHttpProvider,
  validateResponse,
  InvalidResponseError,
  formatGBP,
  formatPence,
  formatCoinAmount,
} = core;

// A brands response as an API would send it: only what the spec requires, the rest defaulted.
const BRANDS = {
  brands: [
    {
      id: 'greenway-grocers',
      name: 'Greenway Grocers',
      cashback_perc: 0.2,
      categories: ['groceries'],
      detail: { assets: { logo_url: 'https://cdn.example.co.uk/greenway.png' } },
    },
  ],
};
const server = createServer((request, response) => {
  if (request.url === '/brands') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(BRANDS));
  } else {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{}');
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
try {
  const { port } = server.address();
  const provider = createHttpProvider({
    brandsUrl: `http://127.0.0.1:${port}/brands`,
    timeout: 5000,
  });
  const { brands } = await provider.getBrands({});
  assert.equal(brands.length, 1);
  assert.equal(brands[0].name, 'Greenway Grocers');
  assert.equal(
    brands[0].cashback_perc_label,
    '20%',
    'the validated response fills in the defaults',
  );
  await assert.rejects(provider.getMinigames({}), /Request failed with status code 404/);
} finally {
  server.close();
}

const validated = validateResponse('brands', BRANDS);
assert.deepEqual(validated.brands[0].digital_denominations, []);
assert.throws(
  () => validateResponse('brands', { brand: [] }),
  (error) =>
    error instanceof InvalidResponseError && /brands expected an array/.test(error.message),
);

assert.equal(formatGBP(25), '£25.00');
assert.equal(formatPence(1999), '£19.99');
assert.equal(formatCoinAmount(1_250_000), '1.25M');

// The CommonJS build is React-free too.
const required = require('@giftcash/core');
assert.equal(required.formatGBP(0.5), '£0.50');

// The React bindings are a separate entry, and they are the part that needs React.
await assert.rejects(
  import('@giftcash/core/react'),
  (error) => error.code === 'ERR_MODULE_NOT_FOUND' && /'react'/.test(error.message),
);

console.log(
  '✔ node-core: @giftcash/core installed without React; HTTP provider, validation and formatting work in plain Node',
);
