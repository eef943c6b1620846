import type { Random } from './random';

const FIRST_NAMES = [
  'Sarah',
  'James',
  'Olivia',
  'Mohammed',
  'Emily',
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Sophie',
  'Jack',
  'Priya',
  'Thomas',
  'Grace',
  'Charlie',
  'Chloe',
  'Aisha',
  'William',
  'Lucy',
  'Daniel',
  'Freya',
  'Arjun',
  'Megan',
  'Ethan',
  'Hannah',
  'Callum',
  'Zara',
  'Rhys',
  'Niamh',
  'Kieran',
  'Fiona',
  'Owen',
  'Bethan',
  'Liam',
  'Eilidh',
  'Samuel',
  'Holly',
] as const;
const INITIALS = 'ABCDEFGHJKLMNOPRSTW';

/** A display name as the winners lists show it: first name and surname initial, e.g. `Sarah M.`. */
export function shortName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${INITIALS[random.int(0, INITIALS.length - 1)]}.`;
}

/** A user id such as `usr_3f9a0c1b2d`. */
export function userId(random: Random): string {
  return `usr_${random.hex(10)}`;
}
