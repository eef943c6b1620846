/** Queries the package's screen tests share (its data and fake provider are in `fixtures.tsx`). */
import { screen } from '@testing-library/react';

/** The value a description list shows for `label`: the `dd` after its `dt`. */
export const row = (label: string): HTMLElement =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
