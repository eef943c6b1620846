/** A class name part: falsy parts (`undefined`, `null`, `false`, `''`) are left out. */
export type ClassNamePart = string | false | null | undefined;

/** Joins class names with spaces, leaving out the falsy ones: `cx('gc-wheel', className)`. */
export const cx = (...parts: ClassNamePart[]): string => parts.filter(Boolean).join(' ');
