import { useEffect, useState } from 'react';
import type { EmbedConfig } from './embedConfig';
import { checkSource, type SourceCheck } from './sourceCheck';

/**
 * The data source as the widget would read it: checked (and read once per address) whenever the
 * source, widget or category changes, from the moment the address has been read (`restored`); an
 * answer for settings changed since is dropped.
 */
export function useSourceCheck(
  { dataSource, widget, category }: Pick<EmbedConfig, 'dataSource' | 'widget' | 'category'>,
  restored: boolean,
): SourceCheck | null {
  const [check, setCheck] = useState<SourceCheck | null>(null);
  useEffect(() => {
    if (!restored) return;
    let current = true;
    setCheck({ kind: 'checking', address: dataSource || 'sample' });
    void checkSource(dataSource, widget, category).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [dataSource, widget, category, restored]);
  return check;
}
