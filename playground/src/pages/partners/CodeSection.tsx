import { useId, useRef, useState } from 'react';
import { copyText } from '@giftcash/core';
import release from 'virtual:giftcash-embed-release';
import {
  htmlSnippet,
  policyDirectives,
  policyHeader,
  reactSnippet,
  styleText,
  type EmbedConfig,
} from './embedConfig';
import type { SourceCheck } from './sourceCheck';
import { useStyleHash } from './useStyleHash';

/**
 * What a partner copies: the HTML (pinned script with its integrity hash), the
 * Content-Security-Policy it needs (with the images' origins once the data source was read) and
 * the React equivalent; each copy is confirmed through the section's live region.
 */
export function CodeSection({ config, check }: { config: EmbedConfig; check: SourceCheck | null }) {
  const [announcement, setAnnouncement] = useState('');
  const styleHash = useStyleHash(styleText(config));
  const html = htmlSnippet(config, release);
  const imageOrigins = check?.kind === 'ok' ? check.imageOrigins : undefined;
  const policy = policyHeader(policyDirectives(config, { styleHash, imageOrigins }));
  const react = reactSnippet(config);
  return (
    <section className="partners-section" aria-labelledby="partners-code">
      <h2 id="partners-code">Code</h2>
      <div className="partners-code-grid">
        <div>
          <CodeBlock title="HTML" language="HTML" code={html} onCopied={setAnnouncement} />
          <CodeBlock
            title="Content-Security-Policy"
            language="HTTP header"
            code={policy}
            onCopied={setAnnouncement}
          />
          <p className="partners-hint">
            Add these sources to your page’s policy (a page without a policy needs nothing).{' '}
            {check?.kind !== 'ok' && policy.includes('connect-src')
              ? 'The img-src for your API’s images is added once its address has been read.'
              : null}
          </p>
        </div>
        <CodeBlock title="React" language="TSX" code={react} onCopied={setAnnouncement} />
      </div>
      <p className="gc-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="partners-copied" aria-hidden="true">
        {announcement}
      </p>
    </section>
  );
}

/** A block of code with its copy button; the confirmation is spoken through the page's live region. */
function CodeBlock({
  title,
  code,
  language,
  onCopied,
}: {
  title: string;
  code: string;
  language: string;
  onCopied: (message: string) => void;
}) {
  const id = useId();
  const pre = useRef<HTMLPreElement>(null);
  const copy = async () => {
    try {
      await copyText(code);
      onCopied(`${title} copied to the clipboard.`);
    } catch {
      const selection = window.getSelection();
      if (pre.current && selection) selection.selectAllChildren(pre.current);
      onCopied(`Could not copy ${title}: it is selected, press Ctrl+C or Cmd+C to copy it.`);
    }
  };
  return (
    <section className="partners-code" aria-labelledby={id}>
      <div className="partners-code-head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="gc-button partners-copy" onClick={() => void copy()}>
          Copy <span className="gc-visually-hidden">{title}</span>
        </button>
      </div>
      <pre ref={pre} className="partners-pre" data-language={language}>
        <code>{code}</code>
      </pre>
    </section>
  );
}
