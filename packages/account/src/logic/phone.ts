/**
 * A UK phone number grouped the way people in the UK write it: `+44 7700 900123`,
 * `07700 900123`, `+44 20 7946 0958`, `01632 960000`. Anything else (another country, letters,
 * an unexpected length) is shown as given, trimmed: never a number with digits lost or moved.
 */
export function formatUkPhone(value: string): string {
  const given = value.trim();
  const compact = given.replace(/[\s().-]/g, '');
  const international = /^\+44(\d{10})$/.exec(compact);
  const national = /^0(\d{10})$/.exec(compact);
  const digits = international?.[1] ?? national?.[1];
  if (!digits) return given;
  const prefix = international ? '+44 ' : '0';
  // 7xxx mobiles and 1xxx areas: 4 + 6; 2x areas (London, Cardiff…): 2 + 4 + 4; 3xx/8xx numbers: 3 + 3 + 4.
  if (digits.startsWith('7') || digits.startsWith('1'))
    return `${prefix}${digits.slice(0, 4)} ${digits.slice(4)}`;
  if (digits.startsWith('2'))
    return `${prefix}${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return `${prefix}${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
