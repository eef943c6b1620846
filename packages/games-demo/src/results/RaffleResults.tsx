import { forwardRef, useId, type HTMLAttributes } from 'react';
import {
  StatusMessage,
  formatCompactCoins,
  formatDateShort,
  formatDateTime,
  formatMillions,
  useControllableState,
  useResource,
  type DrawHistoryEntry,
} from '@giftcash/core';
import { DEFAULT_PODIUM } from '../raffle/raffleModel';
import { useDragScroll } from './useDragScroll';

export interface RaffleResultsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Past draws, newest first. */
  draws: DrawHistoryEntry[];
  /** The selected draw's `draw_index` (controlled). */
  value?: number;
  /** The initially selected draw's `draw_index`. @default the first draw */
  defaultValue?: number;
  /** Called when another draw is chosen. */
  onValueChange?: (drawIndex: number) => void;
}

const PLACES = ['1st', '2nd', '3rd'] as const;

/**
 * Raffle results: a draggable strip of draws (the first selected by default), the selected
 * draw's podium (places 1–3, defaults 10.00M / 7.50M / 3.50M) and a table of places 4 onward.
 */
export const RaffleResults = forwardRef<HTMLDivElement, RaffleResultsProps>(function RaffleResults(
  { draws, value, defaultValue, onValueChange, className, ...rest },
  ref,
) {
  const id = useId();
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? draws[0]?.draw_index ?? -1,
    onChange: onValueChange,
    name: 'RaffleResults',
  });
  const dragHandlers = useDragScroll<HTMLDivElement>();
  const draw = draws.find((entry) => entry.draw_index === selected) ?? draws[0];
  const report = [...(draw?.report ?? [])].sort((a, b) => a.place - b.place);
  const rest4 = report.filter((item) => item.place >= 4);
  return (
    <div ref={ref} className={['gc-results', className].filter(Boolean).join(' ')} {...rest}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="gc-results-strip" role="group" aria-label="Draws" tabIndex={0} {...dragHandlers}>
        {draws.map((entry) => {
          const isSelected = entry.draw_index === draw?.draw_index;
          return (
            <button
              key={entry.draw_index}
              type="button"
              className="gc-results-draw"
              aria-pressed={isSelected}
              data-selected={isSelected ? '' : undefined}
              onClick={() => setSelected(entry.draw_index)}
            >
              <span className="gc-results-draw-name">Draw {entry.draw_index}</span>
              <span className="gc-results-draw-date">{formatDateShort(entry.draw_at)}</span>
            </button>
          );
        })}
      </div>
      {draw ? (
        <section className="gc-results-draw-detail" aria-labelledby={id}>
          <h2 id={id} className="gc-results-heading">
            Draw {draw.draw_index}
          </h2>
          <p className="gc-results-time">{formatDateTime(draw.draw_at)}</p>
          <ol className="gc-podium" aria-label="Top three">
            {PLACES.map((label, i) => {
              const item = report.find((entry) => entry.place === i + 1);
              return (
                <li key={label} className="gc-podium-place" data-place={i + 1}>
                  <span className="gc-podium-rank">{label}</span>
                  <span className="gc-podium-prize">{formatMillions(item?.win_amount ?? (DEFAULT_PODIUM[i] as number))}</span>
                  <span className="gc-podium-name">{item?.name || '-'}</span>
                </li>
              );
            })}
          </ol>
          {rest4.length ? (
            <table className="gc-results-table">
              <thead>
                <tr>
                  <th scope="col">Place</th>
                  <th scope="col">Prize</th>
                  <th scope="col">Name</th>
                </tr>
              </thead>
              <tbody>
                {rest4.map((item) => (
                  <tr key={item.place}>
                    <td>{item.place}</td>
                    <td>{formatCompactCoins(item.win_amount)}</td>
                    <td>{item.name || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </div>
  );
});

export type RaffleResultsScreenProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/**
 * Raffle results, connected: the title 'DAILY RAFFLE RESULTS' and the draws from the raffle
 * results call; 'Failed to load raffle results.' with Retry when it fails.
 */
export const RaffleResultsScreen = forwardRef<HTMLDivElement, RaffleResultsScreenProps>(function RaffleResultsScreen(
  { className, ...rest },
  ref,
) {
  const resource = useResource((provider, signal) => provider.getRaffleResults({ signal }), [], { initialData: 'raffleResults' });
  const draws = resource.data?.result ?? [];
  return (
    <div ref={ref} className={['gc-results-screen', className].filter(Boolean).join(' ')} {...rest}>
      <h1 className="gc-results-title">DAILY RAFFLE RESULTS</h1>
      {resource.status === 'loading' ? <StatusMessage kind="loading">Loading raffle results...</StatusMessage> : null}
      {resource.status === 'error' ? (
        <StatusMessage kind="error" onRetry={resource.reload}>
          Failed to load raffle results.
        </StatusMessage>
      ) : null}
      {resource.status === 'success' ? (
        draws.length ? <RaffleResults draws={draws} /> : <StatusMessage kind="empty">No raffle results yet.</StatusMessage>
      ) : null}
    </div>
  );
});
