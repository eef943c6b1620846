import { createContext, useContext } from 'react';
import type { DataSource } from '../dataSource';

export const DataSourceContext = createContext<DataSource | null>(null);

/** The data source the site runs on (sample or HTTP). */
export function useDataSource(): DataSource {
  const value = useContext(DataSourceContext);
  if (!value)
    throw new Error(
      'useDataSource: render inside <DataSourceContext.Provider> (see playground/src/main.tsx).',
    );
  return value;
}
