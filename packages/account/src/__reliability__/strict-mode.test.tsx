import { describe, expect, it } from 'vitest';
import { expectCleanStrictRender, exportedComponents } from '../../../core/src/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

const elements = accountElements();

describe('every exported component under React.StrictMode with sample data', () => {
  it('covers every exported component', () => {
    expect(elements.map(([name]) => name).sort()).toEqual(exportedComponents(pkg));
  });

  it.each(elements)('%s: no errors or warnings', async (name, element) => {
    await expectCleanStrictRender(name, element);
  });
});
