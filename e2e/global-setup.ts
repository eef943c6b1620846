import type { FullConfig } from '@playwright/test';
import { API_PORT } from './env';
import { loadSampleApi } from '../scripts/sample-api/load.mjs';

/** Starts the sample API server on 127.0.0.1 for the whole run; returns its teardown. */
export default async function globalSetup(_config: FullConfig) {
  const { startSampleApi } = await loadSampleApi();
  const api = await startSampleApi({ port: API_PORT, host: '127.0.0.1' });
  return async () => {
    await api.close();
  };
}
