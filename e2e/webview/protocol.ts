import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { schemaErrors } from '../../packages/core/src/testing/jsonSchema';
import { postedRaw, type BridgeKind } from './webview';

/** The published schema, read from the package as partners get it. */
const schema = JSON.parse(
  readFileSync(new URL('../../packages/core/native-messages.schema.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/**
 * Every message the page posted to the fake bridge, each checked on the way: the wire form of the
 * bridge (a JSON string for React Native, an object for WKWebView) and valid against the published
 * JSON Schema as a page → app message (`$defs.toApp`).
 */
export async function postedMessages(
  page: Page,
  kind: BridgeKind,
): Promise<Record<string, unknown>[]> {
  return (await postedRaw(page)).map((raw) => {
    expect(typeof raw, 'the wire form of the bridge').toBe(
      kind === 'react-native' ? 'string' : 'object',
    );
    const message = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
    expect(
      schemaErrors({ $ref: '#/$defs/toApp' }, message, schema),
      `${JSON.stringify(message)} against native-messages.schema.json`,
    ).toEqual([]);
    return message;
  });
}

/** Sends a message from the app to the page, as `webView.postMessage` would. */
export const sendFromApp = (page: Page, message: unknown) =>
  page.evaluate((data) => window.postMessage(JSON.stringify(data), '*'), message);
