import { assertType, describe, expectTypeOf, it } from 'vitest';
import type * as model from '../model/types';
import type { SchemaOutputs } from './validate';

/**
 * Every field of `T` as a path, optional fields and nested objects and lists included:
 * `'detail'`, `'detail.assets'`, `'detail.assets.logo_url'`, `'slots[].type'`.
 */
type FieldPaths<T, Prefix extends string = ''> = T extends readonly (infer Item)[]
  ? FieldPaths<Item, `${Prefix}[]`>
  : T extends object
    ? {
        [K in keyof T & string]-?:
          | `${Prefix}${Prefix extends '' ? '' : '.'}${K}`
          | FieldPaths<NonNullable<T[K]>, `${Prefix}${Prefix extends '' ? '' : '.'}${K}`>;
      }[keyof T & string]
    : never;

/** The fields only one side has: both `never` when the two shapes declare the same fields. */
type OneSided<Schema, Type> = {
  onlyInSchema: Exclude<FieldPaths<Schema>, FieldPaths<Type>>;
  onlyInType: Exclude<FieldPaths<Type>, FieldPaths<Schema>>;
};
type Same = { onlyInSchema: never; onlyInType: never };

/** The entity types validation returns, by name. */
type Entities = {
  Brand: model.Brand;
  CategoryRef: model.CategoryRef;
  Slot: model.Slot;
  Minigame: model.Minigame;
  PlayResult: model.PlayResult;
  Lottery: model.Lottery;
  WheelConfig: model.WheelConfig;
  ScratchConfig: model.ScratchConfig;
  WinnerItem: model.WinnerItem;
  ReviewItem: model.ReviewItem;
  DrawHistoryEntry: model.DrawHistoryEntry;
  GiftCardOrder: model.GiftCardOrder;
  Profile: model.Profile;
  Wallet: model.Wallet;
  ReferralInfo: model.ReferralInfo;
  Level: model.Level;
};

/** Each schema against the type of its name, keys compared both ways at every depth. */
type Shapes = { [Name in keyof Entities]: OneSided<SchemaOutputs[Name], Entities[Name]> };

describe('each entity shape is declared once: schema and type have the same fields', () => {
  it('finds a field one side lacks, at any depth, optional fields included', () => {
    type Type = { id: string; detail: { tags?: { label?: string }[] } };
    expectTypeOf<FieldPaths<Type>>().toEqualTypeOf<
      'id' | 'detail' | 'detail.tags' | 'detail.tags[].label'
    >();
    expectTypeOf<OneSided<{ id: string }, { id: string; note?: string }>>().toEqualTypeOf<{
      onlyInSchema: never;
      onlyInType: 'note';
    }>();
    expectTypeOf<
      OneSided<{ detail: { a?: number; b?: number }[] }, { detail?: { a?: number }[] }>
    >().toEqualTypeOf<{ onlyInSchema: 'detail[].b'; onlyInType: never }>();
  });

  it('declares the same fields in every schema and its entity type', () => {
    expectTypeOf<keyof SchemaOutputs>().toEqualTypeOf<keyof Entities>();
    // Assignability, for the message: "The types of 'Brand.onlyInType' are incompatible …
    // Type '"detail.label"' is not assignable to type 'never'".
    assertType<{ [Name in keyof Entities]: Same }>(null as unknown as Shapes);
  });
});
