import { prerenderToNodeStream } from 'react-dom/static';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { hydrationCases } from './cases';

/**
 * Server-renders every case in Node; each becomes one container of the test page. Uses
 * `prerenderToNodeStream`, which waits for lazy parts (Suspense) the way a streaming server does
 * (renderToString cannot, and would switch those trees to client rendering); the vitest
 * `ssr.test.tsx` of each package covers renderToString.
 */
export async function renderAll(): Promise<{ id: string; html: string }[]> {
  const provider = createSampleProvider({ delay: 0, storage: null, brandCount: 12 });
  const out: { id: string; html: string }[] = [];
  for (const { id, element } of hydrationCases()) {
    const { prelude } = await prerenderToNodeStream(
      <GiftcashProvider provider={provider}>{element()}</GiftcashProvider>,
    );
    let html = '';
    for await (const chunk of prelude)
      html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    out.push({ id, html });
  }
  return out;
}
