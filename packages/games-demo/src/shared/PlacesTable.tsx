import type { ReactNode } from 'react';

export interface PlacesTableProps {
  /** Class of the table. */
  className: string;
  /** Column headings, e.g. Place, Prize, Name. */
  columns: readonly string[];
  /** One row per place: its key (the place) and its cells, in column order. */
  rows: readonly { key: number; cells: readonly ReactNode[] }[];
}

/** A table of places and their prizes (the raffle's odds, a draw's places 4 onward). */
export function PlacesTable({ className, columns, rows }: PlacesTableProps) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
