import { useParams } from 'wouter';
import { decodeUrlPart } from '@giftcash/core';

/**
 * A `:param` of the current route, decoded. wouter decodes the path with `decodeURI`, which
 * leaves `%26`, `%2F` and their kin as they are; the site's links encode each part with
 * `encodeURIComponent`, so the rest is decoded here. A literal `%` followed by two hex digits in
 * an id is the one thing that cannot come back exactly (decodeURI has already turned `%25` into `%`).
 */
export function useRouteParam(name: string): string {
  return decodeUrlPart(useParams<Record<string, string | undefined>>()[name] ?? '');
}
