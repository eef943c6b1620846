import { createHttpProvider, errorMessage, safeImageUrl, type DataProvider } from '@giftcash/core';
import { createSampleProvider } from '@giftcash/sample';
import { prizeLabel } from '@giftcash/core/games';
import {
  BRANDS_ERROR_TEXT,
  carouselBrands,
  dataSourceKey,
  SAMPLE_SOURCE,
  SCRATCH_ERROR_TEXT,
  sourceEndpoints,
  WHEEL_ERROR_TEXT,
} from '@giftcash/embed';
import { originOf, type WidgetKind } from './embedConfig';

/** What the data source check found, in the words the page shows. */
export type SourceCheck =
  | { kind: 'checking'; address: string }
  /** The widget reads it: what it would show, and the hosts its images come from. */
  | { kind: 'ok'; address: string; shows: string; imageOrigins: string[] }
  /** The widget would not use the address at all (not http or https). */
  | { kind: 'invalid'; address: string; shows: string }
  /** The read failed: the widget shows its error message with Retry. */
  | { kind: 'failed'; address: string; reason: string; shows: string }
  /** This site's own Content-Security-Policy kept the check from reading it (the partner's page decides for itself). */
  | { kind: 'blocked'; address: string; origin: string };

const ERROR_TEXT: Record<WidgetKind, string> = {
  carousel: BRANDS_ERROR_TEXT,
  wheel: WHEEL_ERROR_TEXT,
  scratch: SCRATCH_ERROR_TEXT,
};

const list = (items: readonly string[], max = 4) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} and ${items.length - max} more`
    : items.join(', ');

/**
 * The `img-src` sources the images need, each address taken as the widget takes it
 * (`safeImageUrl`): an http(s) address → its origin, `data:` → `data:`, `blob:` → `blob:`, a
 * root-relative path → `'self'` (the partner's own origin); anything the widget refuses needs nothing.
 */
export function imageSources(addresses: readonly (string | undefined)[]): string[] {
  const sources = new Set<string>();
  for (const address of addresses) {
    const safe = safeImageUrl(address);
    if (!safe) continue;
    if (safe.startsWith('/')) sources.add("'self'");
    else if (/^data:/i.test(safe)) sources.add('data:');
    else if (/^blob:/i.test(safe)) sources.add('blob:');
    else {
      const origin = originOf(safe);
      if (origin) sources.add(origin);
    }
  }
  return [...sources].sort();
}

/** What the widget would show from `provider`, and the origins of the images it would load. */
async function preview(
  provider: DataProvider,
  widget: WidgetKind,
  category: string,
): Promise<{ shows: string; imageOrigins: string[] }> {
  if (widget === 'carousel') {
    const { brands } = await provider.getBrands();
    const shown = carouselBrands(brands, category || null);
    const imageOrigins = imageSources(
      shown.flatMap((brand) => [
        brand.detail?.assets?.logo_url,
        brand.detail?.assets?.gift_card_url,
      ]),
    );
    const shows = shown.length
      ? `${shown.length} brands: ${list(shown.map((brand) => brand.name))}.`
      : 'No brands found.';
    return { shows, imageOrigins };
  }
  if (widget === 'wheel') {
    const config = await provider.getWheelConfig();
    return {
      shows: `${config.name ? `${config.name}: ` : ''}${config.slots.length} slots: ${list(
        config.slots.map((slot) => prizeLabel(slot)),
        6,
      )}.`,
      imageOrigins: [],
    };
  }
  const config = await provider.getScratchConfig();
  return {
    shows: `Cards of ${config.slots_per_game} areas, top prize £${config.top_prize}.`,
    imageOrigins: [],
  };
}

const providers = new Map<string, DataProvider>();

/**
 * A provider for a `data-source` key, read as the element reads it: an API base through the
 * embed's own addresses (`sourceEndpoints`) and the HTTP provider the element uses, the sample data
 * from the same builders as the element's. One per address, so each address is fetched once.
 */
function providerFor(key: string): DataProvider {
  let provider = providers.get(key);
  if (!provider) {
    const endpoints = sourceEndpoints(key);
    // The elements' sample data draws no art (every logo is drawn inline), so neither does this copy.
    provider = endpoints
      ? createHttpProvider(endpoints)
      : createSampleProvider({ storage: null, art: () => '' });
    providers.set(key, provider);
  }
  return provider;
}

/**
 * Checks a `data-source` value as the element does: the embed's own `dataSourceKey` decides
 * whether it is used, and the same reads as the widget's (fetched once per address) say what it
 * would show (the embed's own `carouselBrands` for the carousel). A read refused by this site's
 * Content-Security-Policy is told apart from a failed one.
 */
export async function checkSource(
  value: string,
  widget: WidgetKind,
  category: string,
  target: EventTarget = document,
): Promise<SourceCheck> {
  const key = dataSourceKey(value);
  const address = key === SAMPLE_SOURCE ? SAMPLE_SOURCE : key.replace(/^invalid:/, '');
  if (key.startsWith('invalid:')) return { kind: 'invalid', address, shows: ERROR_TEXT[widget] };
  const origin = key === SAMPLE_SOURCE ? undefined : originOf(key);
  let blocked = false;
  const onViolation = (event: Event) => {
    const uri = (event as SecurityPolicyViolationEvent).blockedURI;
    if (origin && (uri === origin || uri.startsWith(`${origin}/`))) blocked = true;
  };
  target.addEventListener('securitypolicyviolation', onViolation);
  try {
    const result = await preview(providerFor(key), widget, category);
    // The elements' own sample data names no image (every logo is drawn inline), so it needs no img-src.
    return {
      kind: 'ok',
      address,
      ...result,
      ...(key === SAMPLE_SOURCE ? { imageOrigins: [] } : {}),
    };
  } catch (error) {
    // The violation event is dispatched as a task: let it arrive before deciding.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (blocked && origin) return { kind: 'blocked', address, origin };
    return {
      kind: 'failed',
      address,
      reason: errorMessage(error, 'The request failed'),
      shows: ERROR_TEXT[widget],
    };
  } finally {
    target.removeEventListener('securitypolicyviolation', onViolation);
  }
}
