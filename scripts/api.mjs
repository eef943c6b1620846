// `npm run api`: serves the sample data over HTTP on 127.0.0.1 (no build step needed).
//   npm run api -- --port 4010 --brands 1000
// PORT in the environment also sets the port; --port wins. Stop with Ctrl+C.
import { loadSampleApi } from './sample-api/load.mjs';

const USAGE =
  'Usage: npm run api -- [--port N] [--brands N]   (PORT env also sets the port; default 4010)';

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--(port|brands)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument: ${arg}\n${USAGE}`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`--${match[1]} needs a value\n${USAGE}`);
    options[match[1]] = value;
  }
  return options;
}

function integer(value, name, min, max) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`,
    );
  }
  return number;
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

try {
  const port = integer(args.port ?? process.env.PORT ?? '4010', 'port', 0, 65535);
  const brandCount =
    args.brands === undefined ? undefined : integer(args.brands, 'brands', 0, 100_000);
  const { startSampleApi } = await loadSampleApi();
  const api = await startSampleApi({ port, host: '127.0.0.1', brandCount });
  console.log(`Sample API listening on ${api.url}/api/brands (rewards: ${api.url}/api/rewards)`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    error?.code === 'EADDRINUSE'
      ? `Port already in use: ${error.port ?? ''}. Try --port.`
      : (error?.message ?? error),
  );
  process.exit(1);
}
