import './partners.css';
import release from 'virtual:giftcash-embed-release';
import { CodeSection } from './CodeSection';
import { PreviewSection } from './PreviewSection';
import { SettingsForm } from './SettingsForm';
import { useEmbedConfig } from './useEmbedConfig';
import { useSourceCheck } from './useSourceCheck';

/**
 * /partners: the embed configurator. A partner picks a widget and sets its attributes and colours,
 * sees the real element at phone and laptop widths in each theme it can show, is warned about
 * a data source the widget would not read and colours that drop text under 4.5:1, and copies the
 * HTML (pinned script with its integrity hash), the Content-Security-Policy it needs and the React
 * equivalent. The configuration lives in the address.
 */
export function PartnersPage() {
  const { config, update, setColour, ignored, restored } = useEmbedConfig();
  const check = useSourceCheck(config, restored);

  return (
    <article className="site-page partners-page">
      <header className="partners-hero">
        <p className="static-eyebrow">For partners</p>
        <h1 className="static-title">Put GiftCash on your page</h1>
        <p className="partners-lead">
          Pick a widget, set it up, and copy the code: one element and one script, with the exact
          Content-Security-Policy your page needs. The previews below are the released{' '}
          <code>@giftcash/embed</code> {release.version}, as your visitors will see it.
        </p>
      </header>

      {ignored.length ? (
        <p className="partners-error" role="status">
          Not taken from the address (unknown setting or value): {ignored.join(', ')}
        </p>
      ) : null}

      <SettingsForm
        config={config}
        update={update}
        setColour={setColour}
        restored={restored}
        check={check}
      />
      <PreviewSection config={config} />
      <CodeSection config={config} check={check} />
    </article>
  );
}
