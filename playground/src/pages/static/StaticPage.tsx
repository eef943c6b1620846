import './static.css';
import { useId, type ReactNode } from 'react';

export interface StaticSection {
  /** Anchor of the section (`#id`), used by the table of contents. */
  id: string;
  /** Heading of the section. */
  title: string;
  /** Content. */
  body: ReactNode;
}

export interface StaticPageProps {
  /** Small label above the title, e.g. "Legal". */
  eyebrow: string;
  /** The page's one <h1>. */
  title: string;
  /** When the text last changed: the shown date and its ISO form. */
  lastUpdated?: { label: string; iso: string };
  /** Opening paragraph(s). */
  intro: ReactNode;
  /** The sections, listed in the table of contents. */
  sections: readonly StaticSection[];
}

/** Frame of the static pages: title, last-updated date, a table of contents and numbered sections. */
export function StaticPage({ eyebrow, title, lastUpdated, intro, sections }: StaticPageProps) {
  const tocId = useId();
  return (
    <article className="site-page static-page">
      <header className="static-hero">
        <p className="static-eyebrow">{eyebrow}</p>
        <h1 className="static-title">{title}</h1>
        {lastUpdated ? (
          <p className="static-updated">
            Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </p>
        ) : null}
        <div className="static-intro">{intro}</div>
      </header>
      <div className="static-layout">
        <nav className="static-toc" aria-labelledby={tocId}>
          <h2 id={tocId} className="static-toc-title">
            On this page
          </h2>
          <ol className="static-toc-list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="static-body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="static-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="static-number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
