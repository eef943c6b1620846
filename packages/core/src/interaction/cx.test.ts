import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cx, type ClassNamePart } from './cx';
import { composeEventHandlers } from './composeEventHandlers';

const part: fc.Arbitrary<ClassNamePart> = fc.oneof(
  fc.constantFrom<ClassNamePart>(undefined, null, false, ''),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
);

describe('cx', () => {
  it('joins the class names given, in order, and leaves out every falsy part', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const kept = parts.filter((value): value is string => Boolean(value));
        const joined = cx(...parts);
        expect(joined.split(' ').filter(Boolean)).toEqual(kept);
        // Never a stray space: no leading, trailing or double spaces.
        expect(joined).toBe(kept.join(' '));
      }),
    );
  });

  it('gives the base class alone when there is nothing to add', () => {
    expect(cx('gc-wheel', undefined)).toBe('gc-wheel');
    expect(cx()).toBe('');
  });
});

describe('composeEventHandlers', () => {
  it('runs the user handler first, then the internal one unless the user prevented the default', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (hasUser, prevents) => {
        const calls: string[] = [];
        const event = {
          defaultPrevented: false,
          preventDefault() {
            this.defaultPrevented = true;
          },
        };
        const user = hasUser
          ? (e: typeof event) => {
              calls.push('user');
              if (prevents) e.preventDefault();
            }
          : undefined;
        composeEventHandlers(user, () => calls.push('own'))(event);
        expect(calls).toEqual([
          ...(hasUser ? ['user'] : []),
          ...(hasUser && prevents ? [] : ['own']),
        ]);
      }),
    );
  });
});
