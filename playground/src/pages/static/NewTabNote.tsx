import { ExternalIcon } from '../../shell/MenuButton';

/**
 * What follows the text of a link that opens in a new tab: the words "(opens in a new tab)"
 * for screen readers only, and a small new-tab icon as the visual cue.
 */
export function NewTabNote() {
  return (
    <>
      <span className="gc-visually-hidden"> (opens in a new tab)</span>
      <ExternalIcon />
    </>
  );
}
