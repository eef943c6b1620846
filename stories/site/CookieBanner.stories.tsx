import { useState } from 'react';
import type { Story } from '@ladle/react';
import { CookieBanner } from '../../playground/src/shell/CookieBanner';

export default { title: 'Site / Cookie banner' };

/** The banner with the spec's text; buttons do nothing here. */
export const Default: Story = () => (
  <CookieBanner onAccept={() => undefined} onClose={() => undefined} />
);

/** Accept and close hide it; the story shows what happened (nothing is stored). */
export const Controlled: Story = () => {
  const [answer, setAnswer] = useState<'none' | 'accepted' | 'closed'>('none');
  return (
    <>
      <p>Answer: {answer}</p>
      <button
        type="button"
        className="gc-button"
        data-variant="secondary"
        onClick={() => setAnswer('none')}
      >
        Show again
      </button>
      {answer === 'none' ? (
        <CookieBanner onAccept={() => setAnswer('accepted')} onClose={() => setAnswer('closed')} />
      ) : null}
    </>
  );
};

/** The dark theme's tokens. */
export const Dark: Story = () => (
  <div
    data-theme="dark"
    style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)', minHeight: 200 }}
  >
    <CookieBanner onAccept={() => undefined} onClose={() => undefined} />
  </div>
);
