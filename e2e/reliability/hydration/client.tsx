import { hydrateRoot } from 'react-dom/client';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { hydrationCases } from './cases';

interface Report {
  errors: string[];
  hydrated: number;
  done: boolean;
}
const report: Report = { errors: [], hydrated: 0, done: false };
(window as unknown as { __hydration: Report }).__hydration = report;

const original = console.error.bind(console);
let current = '';
console.error = (...args: unknown[]) => {
  report.errors.push(
    `${current}: console.error ${args
      .map((a) => (a instanceof Error ? a.message : String(a)))
      .join(' ')
      .slice(0, 400)}`,
  );
  original(...args);
};

const provider = createSampleProvider({ delay: 0, storage: null, brandCount: 12 });
for (const { id, element } of hydrationCases()) {
  const container = document.querySelector<HTMLElement>(`[data-case="${id}"]`);
  if (!container) {
    report.errors.push(`${id}: no server HTML`);
    continue;
  }
  current = id;
  hydrateRoot(container, <GiftcashProvider provider={provider}>{element()}</GiftcashProvider>, {
    onRecoverableError: (error) =>
      report.errors.push(
        `${id}: recoverable ${error instanceof Error ? error.message.slice(0, 400) : String(error)}`,
      ),
    onUncaughtError: (error) =>
      report.errors.push(
        `${id}: uncaught ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  report.hydrated += 1;
}
setTimeout(() => {
  report.done = true;
}, 500);
