import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerHtmlContext, useAfterHydration } from './afterHydration';

function Probe({ log }: { log: boolean[] }) {
  const after = useAfterHydration();
  log.push(after);
  return <p>{after ? 'browser' : 'server'}</p>;
}

describe('useAfterHydration', () => {
  it('is true from the first render where the browser renders the page itself', () => {
    const log: boolean[] = [];
    render(<Probe log={log} />);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(log.every(Boolean)).toBe(true);
  });

  it('hydrates server HTML as it was rendered, then switches in a transition with no mismatch', async () => {
    const serverLog: boolean[] = [];
    const tree = (log: boolean[]) => (
      <ServerHtmlContext.Provider value>
        <Probe log={log} />
      </ServerHtmlContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(serverLog));
    document.body.append(container);
    expect(container.textContent).toBe('server');
    const errors: unknown[] = [];
    const log: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, tree(log), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(log[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    container.remove();
  });
});
