import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyModule, useLazyModule, type LazyModule } from './lazyModule';

interface Part {
  Part: () => ReactElement;
}
const part: Part = { Part: () => <p>The part</p> };

/** A module whose loader the test resolves. */
function deferredModule() {
  let resolve!: (value: Part) => void;
  const loader = vi.fn(() => new Promise<Part>((settle) => (resolve = settle)));
  return {
    module: createLazyModule(loader),
    loader,
    resolve: (value: Part = part) => resolve(value),
  };
}

function Host({ module, needed = true }: { module: LazyModule<Part>; needed?: boolean }) {
  const loaded = useLazyModule(module, { needed, preload: false });
  return loaded ? <loaded.Part /> : <p>Placeholder</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useLazyModule', () => {
  it('shows the placeholder and loads the module once when needed', async () => {
    const { module, loader, resolve } = deferredModule();
    render(
      <>
        <Host module={module} />
        <Host module={module} />
      </>,
    );
    expect(screen.getAllByText('Placeholder')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(screen.getAllByText('The part')).toHaveLength(2);
  });

  it('shows the module whoever loads it (a retry, a preload elsewhere), even one neither needing nor preloading it', async () => {
    const { module, loader, resolve } = deferredModule();
    render(<Host module={module} needed={false} />);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => {
      void module.load();
      resolve();
    });
    expect(screen.getByText('The part')).toBeTruthy();
  });

  it('takes a module that is itself a component (a function) as the module, not as a state updater', async () => {
    let resolve!: (value: () => ReactElement) => void;
    const module = createLazyModule(
      () => new Promise<() => ReactElement>((settle) => (resolve = settle)),
    );
    function Shell() {
      const Loaded = useLazyModule(module, { needed: true });
      return Loaded ? <Loaded /> : <p>Placeholder</p>;
    }
    render(<Shell />);
    await act(async () => resolve(() => <p>The component</p>));
    expect(screen.getByText('The component')).toBeTruthy();
  });

  it('gives a later mount the loaded module at once, with no placeholder', async () => {
    const { module, resolve } = deferredModule();
    await act(async () => {
      void module.load();
      resolve();
    });
    const seen: string[] = [];
    function Watch() {
      const loaded = useLazyModule(module, { needed: false, preload: false });
      seen.push(loaded ? 'module' : 'placeholder');
      return null;
    }
    render(<Watch />);
    expect(seen[0]).toBe('module');
  });

  it('does not load an unneeded module without preload, and loads it once it is needed', async () => {
    const { module, loader, resolve } = deferredModule();
    const { rerender } = render(<Host module={module} needed={false} />);
    expect(loader).not.toHaveBeenCalled();
    rerender(<Host module={module} needed />);
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(screen.getByText('The part')).toBeTruthy();
  });

  it('hydrates what the server rendered: the placeholder without preload, the module with it', async () => {
    for (const preloaded of [false, true]) {
      const { module, resolve } = deferredModule();
      if (preloaded) {
        const loading = module.preload();
        resolve();
        await loading;
      }
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Host module={module} needed={false} />);
      expect(container.textContent).toBe(preloaded ? 'The part' : 'Placeholder');
      document.body.append(container);
      const consoleError = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      // Loaded on its own after the server render (no preload): hydration still matches the HTML.
      if (!preloaded) {
        void module.load();
        resolve();
        await Promise.resolve();
      }
      await act(async () => {
        hydrateRoot(container, <Host module={module} needed={false} />, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
      expect(container.textContent).toBe('The part');
    }
  });
});
