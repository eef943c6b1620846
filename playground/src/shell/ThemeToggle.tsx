import type { Theme } from './theme';
import { MoonIcon, SunIcon } from './icons';
import { cx } from '@giftcash/core/react';

export interface ThemeToggleProps {
  /** The theme shown now. */
  theme: Theme;
  /** Called with the other theme when pressed. */
  onThemeChange: (theme: Theme) => void;
  /** Extra class. */
  className?: string;
}

/** The dark-mode switch: a toggle button (`aria-pressed` = dark mode on). */
export function ThemeToggle({ theme, onThemeChange, className }: ThemeToggleProps) {
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={cx('site-icon-button', className)}
      aria-pressed={dark}
      aria-label="Dark mode"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => onThemeChange(dark ? 'light' : 'dark')}
    >
      {/* Both icons; CSS shows the one for <html data-theme> (set before first paint), so a
          prerendered page shows the right one before it hydrates. */}
      <span className="site-theme-icon" data-theme-icon="light">
        <SunIcon />
      </span>
      <span className="site-theme-icon" data-theme-icon="dark">
        <MoonIcon />
      </span>
    </button>
  );
}
