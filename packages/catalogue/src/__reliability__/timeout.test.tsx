import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHttpProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { goodResponses } from '@giftcash/sample/testing';
import { CatalogueScreen } from '../index';

describe('a request that never answers', () => {
  it('the catalogue shows the timeout message with Retry, and Retry loads (the timeout was not cached)', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fetch = ((_url: string, init?: RequestInit) => {
      attempt += 1;
      if (attempt === 1) {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        );
      }
      return Promise.resolve({
        status: 200,
        text: async () => JSON.stringify(goodResponses().brands),
      } as Response);
    }) as typeof globalThis.fetch;
    const provider = createHttpProvider({
      brandsUrl: 'https://api.test.invalid/brands',
      timeout: 40,
      fetch,
    });
    render(
      <GiftcashProvider provider={provider}>
        <CatalogueScreen scrollToTopOnSelect={false} />
      </GiftcashProvider>,
    );
    expect(await screen.findByText(/timeout of 40 ms exceeded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen
        .findByRole('searchbox', { name: /search/i })
        .catch(() => screen.findByPlaceholderText('Search offers by brand')),
    ).toBeInTheDocument();
    expect(screen.queryByText(/timeout of 40 ms exceeded/)).toBeNull();
  });
});
