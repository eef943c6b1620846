import { useId, useMemo, useState } from 'react';
import { safeHttpUrl } from '@giftcash/core';
import { brandHref, DEFAULT_BRAND_LINK } from '@giftcash/embed';
import release from 'virtual:giftcash-embed-release';
import {
  COLOUR_TOKENS,
  contrastFailures,
  themesShown,
  WIDGETS,
  type ThemeChoice,
  type WidgetKind,
} from './embedConfig';
import { CategorySelect, Choice, ColourField, SourceStatus, TextField } from './fields';
import { previewName } from './previewName';
import type { SourceCheck } from './sourceCheck';
import type { EmbedConfigState } from './useEmbedConfig';

const WIDGET_OPTIONS = (Object.keys(WIDGETS) as WidgetKind[]).map((value) => ({
  value,
  label: WIDGETS[value].label,
}));
const THEME_OPTIONS: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto (the visitor’s setting)' },
];

/**
 * The settings: widget and theme, the data source (checked as the widget would read it), the
 * widget's own attributes with a warning where the widget would ignore a value, and the colours
 * with every text pair that would fall under 4.5:1.
 */
export function SettingsForm({
  config,
  update,
  setColour,
  restored,
  check,
}: Pick<EmbedConfigState, 'config' | 'update' | 'setColour' | 'restored'> & {
  check: SourceCheck | null;
}) {
  const failures = useMemo(() => contrastFailures(config, release.themes), [config]);
  const widget = WIDGETS[config.widget];
  const has = (attribute: (typeof widget.attributes)[number]) =>
    widget.attributes.includes(attribute);
  const brandLinkError =
    config.brandLink.trim() &&
    brandHref('example', config.brandLink.trim(), null) ===
      brandHref('example', DEFAULT_BRAND_LINK, null) &&
    config.brandLink.trim() !== DEFAULT_BRAND_LINK
      ? `The widget ignores this pattern and links to ${DEFAULT_BRAND_LINK}: use an absolute http(s) address with {id} where the brand goes.`
      : undefined;
  const appLinkError =
    config.appLink.trim() && !safeHttpUrl(config.appLink.trim())
      ? 'The widget ignores this address: use an absolute http(s) address.'
      : undefined;
  const themes = themesShown(config.theme);

  return (
    <section className="partners-section" aria-labelledby="partners-settings">
      <h2 id="partners-settings">Settings</h2>
      <form className="partners-form" onSubmit={(event) => event.preventDefault()}>
        <Choice
          legend="Widget"
          name="widget"
          value={config.widget}
          options={WIDGET_OPTIONS}
          onChange={(value) => update({ widget: value })}
        />
        <Choice
          legend="Theme"
          name="theme"
          value={config.theme}
          options={THEME_OPTIONS}
          onChange={(value) => update({ theme: value })}
        />

        <SourceField
          key={restored ? 'address' : 'default'}
          value={config.dataSource}
          check={check}
          onApply={(dataSource) => update({ dataSource })}
        />

        {has('partner-id') ? (
          <TextField
            label="Partner id"
            value={config.partnerId}
            onChange={(partnerId) => update({ partnerId })}
            hint="Added to every brand link as ?partner=<id>."
          />
        ) : null}
        {has('category') ? (
          <CategorySelect value={config.category} onChange={(category) => update({ category })} />
        ) : null}
        {has('label') ? (
          <TextField
            label="Accessible name (label)"
            value={config.label}
            onChange={(label) => update({ label })}
            placeholder={previewName(config)}
          />
        ) : null}
        {has('autoplay') ? (
          <div className="partners-field">
            <label className="partners-radio">
              <input
                type="checkbox"
                checked={config.autoplay}
                onChange={(event) => update({ autoplay: event.target.checked })}
              />
              Autoplay (scrolls by itself until a visitor pauses it)
            </label>
          </div>
        ) : null}
        {has('brand-link') ? (
          <TextField
            label="Brand link pattern"
            value={config.brandLink}
            onChange={(brandLink) => update({ brandLink })}
            placeholder={DEFAULT_BRAND_LINK}
            hint="{id} is replaced by the brand id."
            error={brandLinkError}
          />
        ) : null}
        {has('app-link') ? (
          <TextField
            label="App link (Start Saving Today)"
            value={config.appLink}
            onChange={(appLink) => update({ appLink })}
            placeholder="https://…"
            error={appLinkError}
          />
        ) : null}

        <fieldset className="partners-colours">
          <legend>Colours</legend>
          <p className="partners-hint">
            Unset colours keep the theme’s own. Text must keep at least 4.5:1 against what it sits
            on.
          </p>
          <div className="partners-colour-grid">
            {COLOUR_TOKENS.filter((token) => token.widgets.includes(config.widget)).map((token) => (
              <ColourField
                key={token.name}
                name={token.name}
                label={token.label}
                value={config.colours[token.name]}
                fallback={release.themes[themes[0] ?? 'light'][token.name] ?? '#000000'}
                onChange={(value) => setColour(token.name, value)}
                onReset={() => setColour(token.name, undefined)}
              />
            ))}
          </div>
          <div className="partners-contrast" role="status" aria-live="polite">
            {failures.length ? (
              <>
                <p className="partners-error">
                  Some text would not read ({failures.length} pair{failures.length > 1 ? 's' : ''}{' '}
                  under 4.5:1):
                </p>
                <ul className="partners-failures">
                  {failures.map((failure) => (
                    <li key={`${failure.theme}${failure.text}${failure.background}`}>
                      <code>{failure.text}</code> {failure.textColour} on{' '}
                      <code>{failure.background}</code> {failure.backgroundColour}:{' '}
                      {failure.ratio.toFixed(2)}:1 in the {failure.theme} theme ({failure.where})
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Every text pair keeps at least 4.5:1.</p>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}

/**
 * The data source field: a draft, applied (trimmed) on Enter, on leaving the field or with
 * Check address, with what the check found below it.
 */
function SourceField({
  value,
  check,
  onApply,
}: {
  value: string;
  check: SourceCheck | null;
  onApply: (dataSource: string) => void;
}) {
  const sourceId = useId();
  const [draft, setDraft] = useState(value);
  const applySource = () => onApply(draft.trim());
  return (
    <div className="partners-field partners-source">
      <label htmlFor={sourceId}>Data source</label>
      <div className="partners-row">
        <input
          id={sourceId}
          className="partners-input"
          value={draft}
          placeholder="sample"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${sourceId}-hint ${sourceId}-check`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={applySource}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySource();
          }}
        />
        <button type="button" className="gc-button" onClick={applySource}>
          Check address
        </button>
      </div>
      <p id={`${sourceId}-hint`} className="partners-hint">
        Empty or <code>sample</code> for the built-in sample data, or the base address of a GiftCash
        API (brands from <code>&lt;base&gt;/brands</code>).
      </p>
      <div id={`${sourceId}-check`} className="partners-check" role="status">
        <SourceStatus check={check} />
      </div>
    </div>
  );
}
