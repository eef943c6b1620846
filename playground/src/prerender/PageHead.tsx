import type { PageMeta } from './pageMeta';

/**
 * The `<head>` tags of a prerendered page: title, description, canonical link, Open Graph and
 * Twitter card, and JSON-LD. Rendered to static markup by React (so every value is escaped);
 * JSON-LD is data (`application/ld+json` is never executed), with `<` escaped like the page data.
 */
export function PageHead({ meta, siteName }: { meta: PageMeta; siteName: string }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image.url} />
      <meta property="og:image:secure_url" content={meta.image.url} />
      <meta property="og:image:type" content={meta.image.type} />
      <meta property="og:image:width" content={String(meta.image.width)} />
      <meta property="og:image:height" content={String(meta.image.height)} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.url} />
      <meta name="twitter:image:alt" content={meta.image.alt} />
      {meta.jsonLd.map((document, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON with `<` escaped cannot close the element; it is data, not script.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(document).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
