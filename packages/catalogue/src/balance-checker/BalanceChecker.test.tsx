import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANDS, brandsAfterFailure, makeBrand } from '../testing/fixtures';
import { BalanceCheckerView } from './BalanceCheckerView';
import { BalanceCheckerScreen } from './BalanceCheckerScreen';
import { renderNavigating } from '../testing/renderNavigating';

const WITH_BALANCE = [
  makeBrand({
    id: 'link',
    name: 'Linky',
    detail: {
      assets: {},
      redemption_methods: ['online'],
      description: 'Has a link',
      balance_enquiry_url: 'https://linky.example.com/balance',
    },
  }),
  makeBrand({
    id: 'unsafe',
    name: 'Sneaky',
    detail: {
      assets: {},
      redemption_methods: ['online'],
      balance_enquiry_url: 'javascript:alert(1)',
      balance_enquiry_info: 'Call 0800 000 000',
    },
  }),
  makeBrand({
    id: 'none',
    name: 'Nothing Ltd',
    detail: { assets: {}, redemption_methods: ['instore'] },
  }),
];

/** The brands listed, in order: each row's name is a level 3 heading (letters are level 2). */
const rowNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Opens every row's details, as a person pressing each row's toggle would. */
async function expandAll(user: ReturnType<typeof userEvent.setup>) {
  for (const toggle of screen.getAllByRole('button', { name: /^How to check .* balance$/ }))
    await user.click(toggle);
}

describe('BalanceCheckerView with 10,000 brands', () => {
  const many = Array.from({ length: 10_000 }, (_, index) =>
    makeBrand({
      id: `brand-${index}`,
      name: `Brand ${String(index).padStart(5, '0')}${index % 10 === 0 ? ' Green' : ''}`,
    }),
  );
  const shownRows = (container: HTMLElement) =>
    container.querySelectorAll('.gc-balance-row').length;

  it('renders one page of rows, and a page more from the button or when the list end scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.target = undefined;
        }
      },
    );
    const user = userEvent.setup();
    const { container } = render(<BalanceCheckerView brands={many} />);
    expect(shownRows(container)).toBe(50);
    expect(container.querySelectorAll('.gc-balance *').length).toBeLessThan(1_000);
    await user.click(screen.getByRole('button', { name: 'Show more brands (9950 more)' }));
    expect(shownRows(container)).toBe(100);
    const watching = observers.filter((observer) => observer.target);
    expect(watching).toHaveLength(1);
    act(() =>
      watching[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(shownRows(container)).toBe(150);
    vi.unstubAllGlobals();
  });

  it('searches all of them at once and starts again at one page', async () => {
    const user = userEvent.setup();
    const { container } = render(<BalanceCheckerView brands={many} />);
    await user.click(screen.getByRole('button', { name: /Show more brands/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'green');
    expect(shownRows(container)).toBe(50);
    expect(screen.getByRole('status')).toHaveTextContent('1000 brands found');
    expect(screen.getByRole('button', { name: 'Show more brands (950 more)' })).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Brand 00000 Green');
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'x');
    expect(screen.getByText('No brands found matching "greenx"')).toBeInTheDocument();
    expect(shownRows(container)).toBe(0);
    // The no-match state has its illustration too, hidden from assistive tech.
    expect(container.querySelector('.gc-catalogue-empty svg.gc-state-art')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('BalanceCheckerView', () => {
  it('lists brands A–Z under letter headings, each row saying how to check and opening to the description and a link, instructions or Not Available', async () => {
    const user = userEvent.setup();
    render(<BalanceCheckerView brands={WITH_BALANCE} />);
    expect(rowNames()).toEqual(['Linky', 'Nothing Ltd', 'Sneaky']);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['L', 'N', 'S']);
    // Collapsed: one line each about how, and nothing more.
    const rows = screen.getAllByRole('listitem').filter((item) => item.matches('.gc-balance-row'));
    expect(rows.map((row) => row.querySelector('.gc-balance-body p')?.textContent)).toEqual([
      'Check online',
      'Not Available',
      'Check by phone',
    ]);
    expect(screen.queryByText('Has a link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Check Linky balance/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'How to check Linky balance' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expandAll(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      'Has a link',
    );
    const link = screen.getByRole('link', { name: 'Check Linky balance (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://linky.example.com/balance');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The number in the instructions is a tap-to-call link; the text reads as before.
    const call = screen.getByRole('link', { name: '0800 000 000' });
    expect(call).toHaveAttribute('href', 'tel:+44800000000');
    expect(call.closest('p')).toHaveTextContent(/^Call 0800 000 000$/);
    expect(screen.queryByRole('link', { name: /Sneaky balance/ })).toBeNull();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getByText('Has a link')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Has a link')).not.toBeInTheDocument();
  });

  it('the A–Z index goes to a letter further down than the rows shown yet, and moves focus to its heading', async () => {
    const user = userEvent.setup();
    const brands = 'ABCDEFGHIJKLMNOPQRSTUVWXY'
      .split('')
      .flatMap((letter) =>
        Array.from({ length: 4 }, (_, index) =>
          makeBrand({ id: `${letter}${index}`, name: `${letter}${letter.toLowerCase()} ${index}` }),
        ),
      );
    render(<BalanceCheckerView brands={[makeBrand({ id: 'n', name: '9 Lives' }), ...brands]} />);
    const index = screen.getByRole('navigation', { name: 'Brands A to Z' });
    // Letters with brands are links; Z has none; names starting with a digit file under #.
    expect(within(index).getByRole('link', { name: 'Numbers and symbols' })).toBeInTheDocument();
    expect(within(index).queryByRole('link', { name: 'Z' })).not.toBeInTheDocument();
    expect(within(index).getAllByRole('link')).toHaveLength(26);
    // 50 rows are shown: up to the first of M.
    expect(screen.queryByRole('heading', { level: 2, name: 'X' })).not.toBeInTheDocument();
    await user.click(within(index).getByRole('link', { name: 'X' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'X' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(rowNames()).toContain('Xx 3');
    // Searching hides the index.
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'Aa');
    expect(screen.queryByRole('navigation', { name: 'Brands A to Z' })).not.toBeInTheDocument();
  });

  it('instructions from the API stay inert text around their tel: links', async () => {
    const user = userEvent.setup();
    const hostile =
      '<img src=x onerror="alert(1)"> Call 0808 157 0340 or javascript:alert(1) \u202e0800 000 000';
    const { container } = render(
      <BalanceCheckerView
        brands={[
          makeBrand({
            id: 'h',
            name: 'Hostile',
            detail: { assets: {}, redemption_methods: ['online'], balance_enquiry_info: hostile },
          }),
        ]}
      />,
    );
    await expandAll(user);
    const info = container.querySelector('.gc-balance-info')!;
    expect(info.textContent).toBe(hostile);
    expect(info.querySelector('img, script')).toBeNull();
    expect(
      [...info.querySelectorAll('a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
    ).toEqual([
      ['0808 157 0340', 'tel:+448081570340', null],
      ['0800 000 000', 'tel:+44800000000', null],
    ]);
  });

  it('filters by trimmed, case-insensitive name; Enter does nothing; empty restores all', async () => {
    const user = userEvent.setup();
    render(<BalanceCheckerView brands={BRANDS} />);
    const search = screen.getByRole('searchbox', { name: 'Search brands' });
    await user.type(search, '  CURR {Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Currys']));
    await user.clear(search);
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
    await user.type(search, 'tech');
    expect(await screen.findByText('No brands found matching "tech"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
  });

  it('opens the brand when the row is clicked, but not when the balance link is', async () => {
    const user = userEvent.setup();
    const { navigate } = renderNavigating(<BalanceCheckerView brands={WITH_BALANCE} />);
    await user.click(screen.getByText('Not Available'));
    expect(navigate).toHaveBeenCalledWith('/brand/none');
    navigate.mockClear();
    // The toggle opens the row's details, never the brand.
    await expandAll(user);
    expect(navigate).not.toHaveBeenCalled();
    const row = screen.getByRole('link', { name: /Check Linky balance/ }).closest('li')!;
    row
      .querySelector<HTMLAnchorElement>('.gc-balance-link')!
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(within(row).getByRole('link', { name: /Check Linky balance/ }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows loading and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<BalanceCheckerView brands={undefined} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands…');
    rerender(<BalanceCheckerView brands={undefined} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load brands. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('BalanceCheckerScreen', () => {
  it('loads brands from the provider and retries after a failure', async () => {
    const user = userEvent.setup();
    const getBrands = brandsAfterFailure('Network Error', { brands: BRANDS, categories: [] });
    renderNavigating(<BalanceCheckerScreen />, getBrands);
    expect(
      await screen.findByText('Failed to load brands. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
  });
});

describe('BalanceCheckerView search while scrolled down', () => {
  it('brings the top of the new results into view when the list starts above the screen, and only then', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    const { container } = render(<BalanceCheckerView brands={WITH_BALANCE} />);
    const list = container.querySelector('.gc-balance-list') as HTMLElement;
    list.scrollIntoView = scrolled;
    const top = vi.spyOn(list, 'getBoundingClientRect');
    top.mockReturnValue({ top: 120 } as DOMRect);
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'L');
    expect(scrolled).not.toHaveBeenCalled();
    top.mockReturnValue({ top: -800 } as DOMRect);
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'i');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
